import { HttpResponse, type HttpHandler } from 'msw';
import type { Tables } from '../../database.types.ts';
import { eqUuid, eqValue, restHandler, rowsResponse } from '../rest.ts';
import { mockTable, type MockTables } from '../state.ts';
import { readHandlers } from './public-reads.ts';

type Entry = Tables<'audit_log'>;

const contentTables = [
  'packages',
  'destinations',
  'accommodations',
  'blog_posts',
  'testimonials',
  'gallery',
  'page_content',
] as const;

/**
 * The audit log, newest first. Who may read it is Row Level Security's business, proved against
 * local-supabase (supabase/tests/audit-log.test.ts); the mocks answer as for an admin.
 */
function visibleLog(): Entry[] {
  return [...mockTable('audit_log')].sort((a, b) => b.id - a.id);
}

/** Whether a row with this id is in the mocks' table now (restored since it was deleted). */
function exists(table: string, id: string): boolean {
  if (!(contentTables as readonly string[]).includes(table)) return false;
  const rows = mockTable(table as (typeof contentTables)[number]) as { id: string }[];
  return rows.some((row) => row.id === id);
}

/** The audit page's filters as the data layer sends them; each appears at most once. */
const pageFilters = {
  actor: eqUuid,
  table_name: /^eq\.[a-z_]+$/,
  at: /^(gte|lt)\.\d{4}-\d{2}-\d{2}$/,
  or: /^\(and\(at\.gte\.\d{4}-\d{2}-\d{2},at\.lt\.\d{4}-\d{2}-\d{2}\)\)$/,
} as const;

type PageFilter = keyof typeof pageFilters;

/** Every combination of the audit page's filters (a date range is `at` or `or`, never both). */
function filterSets(): PageFilter[][] {
  const sets: PageFilter[][] = [];
  for (const actor of [false, true]) {
    for (const table of [false, true]) {
      for (const dates of [[], ['at'], ['or']] as PageFilter[][]) {
        sets.push([
          ...(actor ? (['actor'] as const) : []),
          ...(table ? (['table_name'] as const) : []),
          ...dates,
        ]);
      }
    }
  }
  return sets;
}

/** Handlers for the admin's history, "Recently deleted", restore and audit page. */
export const historyHandlers: HttpHandler[] = [
  ...readHandlers([
    [
      'audit_log.row-history',
      'audit_log',
      {
        select: '*',
        table_name: /^eq\.[a-z_]+$/,
        row_id: eqUuid,
        order: 'id.desc',
        limit: '100',
      },
    ],
  ]),
  ...([{}, { table_name: /^eq\.[a-z_]+$/ }] as Record<string, RegExp>[]).map((filter) =>
    restHandler(
      {
        name: `audit_recently_deleted.list${'table_name' in filter ? '-by-table' : ''}`,
        method: 'GET',
        path: 'audit_recently_deleted',
        query: { select: '*', ...filter, order: 'at.desc' },
      },
      ({ request, url }) => {
        const log = visibleLog();
        const table = eqValue(url, 'table_name');
        // The view: content deletes whose row has not come back since (dates are not checked:
        // the fixtures would age out).
        const deleted = log
          .filter((entry) => entry.action === 'delete')
          .filter((entry) => (contentTables as readonly string[]).includes(entry.table_name))
          .filter((entry) => !table || entry.table_name === table)
          .filter((entry) => !exists(entry.table_name, entry.row_id))
          .map(({ id, at, actor, actor_email, table_name, row_id, before, txid }) => ({
            id,
            at,
            actor,
            actor_email,
            table_name,
            row_id,
            before,
            txid,
          }))
          .sort((a, b) => b.at.localeCompare(a.at));
        return rowsResponse(request, deleted);
      },
    ),
  ),
  // A restore's look-up of the links the delete cleared (entries of the same transaction).
  ...readHandlers([
    [
      'audit_log.links',
      'audit_log',
      { select: 'table_name,row_id,before,after', txid: /^eq\.\d+$/, table_name: /^in\.\(/ },
    ],
  ]),
  // Putting a link back: the enquiry's package again (no row asked back).
  restHandler(
    { name: 'enquiries.restore-link', method: 'PATCH', path: 'enquiries', query: { id: eqUuid } },
    ({ url, body }) => {
      const row = mockTable('enquiries').find((enquiry) => enquiry.id === eqValue(url, 'id'));
      if (row) Object.assign(row, body as Partial<MockTables['enquiries'][number]>);
      return new HttpResponse(null, { status: 204 });
    },
  ),
  // …and the reviewed package of a testimonial.
  restHandler(
    {
      name: 'testimonials.restore-link',
      method: 'PATCH',
      path: 'testimonials',
      query: { id: eqUuid },
    },
    ({ url, body }) => {
      const row = mockTable('testimonials').find((review) => review.id === eqValue(url, 'id'));
      if (row) Object.assign(row, body as Partial<MockTables['testimonials'][number]>);
      return new HttpResponse(null, { status: 204 });
    },
  ),
  // The audit page, with any combination of its filters.
  ...readHandlers(
    filterSets().map((filters) => [
      `audit_log.page${filters.map((f) => `-${f}`).join('')}`,
      'audit_log',
      {
        select: '*',
        ...Object.fromEntries(filters.map((f) => [f, pageFilters[f]])),
        order: 'id.desc',
        limit: '200',
      },
    ]),
  ),
];

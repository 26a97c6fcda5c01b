import type { HttpHandler } from 'msw';
import { eqUuid, eqValue, noContent, restHandler } from '../rest.ts';
import { mockTable } from '../state.ts';
import { readHandlers, type Read } from './public-reads.ts';
import { linkingTables } from '../../history/restore.ts';

/** The audit page's filters as the data layer sends them; each appears at most once. */
const pageFilters = {
  actor: eqUuid,
  table_name: /^eq\.[a-z_]+$/,
  at: /^(gte|lt)\.\d{4}-\d{2}-\d{2}$/,
  or: /^\(and\(at\.gte\.\d{4}-\d{2}-\d{2},at\.lt\.\d{4}-\d{2}-\d{2}\)\)$/,
} as const;

type PageFilter = keyof typeof pageFilters;

/** Every combination of the audit page's filters (a date range is `at` or `or`, never both). */
const filterSets = [[], ['actor']].flatMap((actor) =>
  [[], ['table_name']].flatMap((table) =>
    [[], ['at'], ['or']].map((dates) => [...actor, ...table, ...dates] as PageFilter[]),
  ),
);

/**
 * Handlers for the admin's history, "Recently deleted", restore and audit page. Who may read the
 * log is Row Level Security's business, proved against local-supabase
 * (supabase/tests/audit-log.test.ts); the mocks answer as for an admin.
 */
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
    ['audit_recently_deleted.list', 'audit_recently_deleted', { select: '*', order: 'at.desc' }],
    [
      'audit_recently_deleted.list-by-table',
      'audit_recently_deleted',
      { select: '*', table_name: /^eq\.[a-z_]+$/, order: 'at.desc' },
    ],
    // A restore's look-up of the links the delete cleared (entries of the same transaction).
    [
      'audit_log.links',
      'audit_log',
      { select: 'table_name,row_id,before,after', txid: /^eq\.\d+$/, table_name: /^in\.\(/ },
    ],
    // The audit page, with any combination of its filters.
    ...filterSets.map((filters): Read => [
      `audit_log.page${filters.map((f) => `-${f}`).join('')}`,
      'audit_log',
      {
        select: '*',
        ...Object.fromEntries(filters.map((f) => [f, pageFilters[f]])),
        order: 'id.desc',
        limit: '200',
      },
    ]),
  ]),
  // Putting a link back: a package or a destination again (no row asked back).
  ...linkingTables.map((table) =>
    restHandler(
      { name: `${table}.restore-link`, method: 'PATCH', path: table, query: { id: eqUuid } },
      ({ url, body }) => {
        const row = mockTable(table).find((candidate) => candidate.id === eqValue(url, 'id'));
        if (row) Object.assign(row, body);
        return noContent();
      },
    ),
  ),
];

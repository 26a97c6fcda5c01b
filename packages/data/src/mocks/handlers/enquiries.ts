import { HttpResponse, type HttpHandler } from 'msw';
import type { Enums } from '../../database.types.ts';
import {
  noContent,
  eqUuid,
  eqValue,
  noRow,
  pgrstError,
  restHandler,
  rowsResponse,
} from '../rest.ts';
import { mockTable, type MockTables } from '../state.ts';
import { claimsOf } from '../tokens.ts';

type Enquiry = MockTables['enquiries'][number];
type Status = Enums<'enquiry_status'>;

const newestFirst = () =>
  [...mockTable('enquiries')].sort((a, b) => b.created_at.localeCompare(a.created_at));

/** The moves enquiry_status_move_allowed() permits (docs/decisions.md#enquiry-pipeline). */
const moves: Record<Status, readonly Status[]> = {
  new: ['replied', 'quoted', 'won', 'lost'],
  replied: ['quoted', 'won', 'lost'],
  quoted: ['won', 'lost'],
  won: ['quoted', 'lost'],
  lost: ['quoted', 'won'],
};

/** PostgREST's answer to a check violation, as the database words it. */
function checkViolation(
  table: string,
  constraint: string,
  details: string | null = null,
): Response {
  return pgrstError(400, {
    code: '23514',
    message: `new row for relation "${table}" violates check constraint "${constraint}"`,
    details,
  });
}

/** What track_enquiry_pipeline() and the lost reason constraints do to a status change. */
function changeStatus(row: Enquiry, changes: Partial<Enquiry>): Response | undefined {
  const status = changes.status ?? row.status;
  const reason = changes.lost_reason === undefined ? row.lost_reason : changes.lost_reason;
  if (status !== row.status && !moves[row.status].includes(status)) {
    return checkViolation(
      'enquiries',
      'enquiries_status_order',
      `An enquiry cannot move from ${row.status} back to ${status}.`,
    );
  }
  if (status === 'lost' && !reason?.trim()) {
    return checkViolation('enquiries', 'enquiries_lost_reason_required');
  }
  if (status !== 'lost' && reason !== null) {
    return checkViolation('enquiries', 'enquiries_lost_reason_only_lost');
  }
  const now = new Date().toISOString();
  if (status !== row.status) {
    row.status_changed_at = now;
    row.first_answered_at ??= now;
  }
  Object.assign(row, { status, lost_reason: reason, updated_at: now });
  return undefined;
}

/** What rpc enquiry_pipeline_figures() computes, over the mock enquiries. */
function pipelineFigures(days = 7) {
  const since = new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();
  const week = mockTable('enquiries').filter((row) => row.created_at >= since);
  const answered = week
    .filter((row) => row.first_answered_at !== null)
    .map((row) => (Date.parse(row.first_answered_at!) - Date.parse(row.created_at)) / 1000)
    .sort((a, b) => a - b);
  const middle = Math.floor(answered.length / 2);
  const median =
    answered.length === 0
      ? null
      : answered.length % 2 === 1
        ? answered[middle]!
        : (answered[middle - 1]! + answered[middle]!) / 2;
  return {
    received: week.length,
    answered: answered.length,
    median_first_answer_seconds: median === null ? null : Math.round(median),
    won: mockTable('enquiries').filter(
      (row) => row.status === 'won' && row.status_changed_at >= since,
    ).length,
  };
}

/** Handlers for every enquiries request the data layer sends. */
export const enquiryHandlers: HttpHandler[] = [
  // The form token the enquiry form asks for when it renders (the mock never checks it).
  restHandler(
    { name: 'rpc.enquiry_form_token', method: 'POST', path: 'rpc/enquiry_form_token', query: {} },
    () => HttpResponse.json(`${Date.now()}.0.${'0'.repeat(64)}`),
  ),
  // A visitor's enquiry, through submit_enquiry(submission jsonb) (docs/decisions.md#visitor-writes):
  // nothing comes back (a void function: 204); the admin inbox shows it.
  restHandler(
    { name: 'enquiries.submit', method: 'POST', path: 'rpc/submit_enquiry', query: {} },
    ({ body }) => {
      const { submission } = body as { submission: object };
      const now = new Date().toISOString();
      // The column defaults of the enquiries table, and what the pipeline trigger sets.
      const row = {
        id: crypto.randomUUID(),
        phone: null,
        travel_start: null,
        travel_end: null,
        adults: 1,
        children: 0,
        package_id: null,
        status: 'new',
        lost_reason: null,
        created_at: now,
        updated_at: now,
        ...submission,
        first_answered_at: null,
        status_changed_at: now,
        answer_due_at: new Date(Date.parse(now) + 24 * 3600 * 1000).toISOString(),
      } as Enquiry;
      mockTable('enquiries').push(row);
      return noContent();
    },
  ),
  restHandler(
    {
      name: 'enquiries.admin-list',
      method: 'GET',
      path: 'enquiries',
      query: { select: '*', order: 'created_at.desc' },
    },
    ({ request }) => rowsResponse(request, newestFirst()),
  ),
  restHandler(
    {
      name: 'enquiries.admin-list-by-status',
      method: 'GET',
      path: 'enquiries',
      query: {
        select: '*',
        status: /^eq\.(new|replied|quoted|won|lost)$/,
        order: /^created_at\.(asc|desc)$/,
      },
    },
    ({ request, url }) => {
      const rows = newestFirst().filter((row) => row.status === eqValue(url, 'status'));
      if (url.searchParams.get('order') === 'created_at.asc') rows.reverse();
      return rowsResponse(request, rows);
    },
  ),
  restHandler(
    {
      name: 'enquiries.admin-detail',
      method: 'GET',
      path: 'enquiries',
      query: { select: '*', id: eqUuid },
    },
    ({ request, url }) => {
      const row = mockTable('enquiries').find((candidate) => candidate.id === eqValue(url, 'id'));
      return rowsResponse(request, row ? [row] : []);
    },
  ),
  restHandler(
    {
      name: 'enquiries.status',
      method: 'PATCH',
      path: 'enquiries',
      query: { id: eqUuid, select: '*' },
      headers: { accept: 'application/vnd.pgrst.object+json', prefer: 'return=representation' },
    },
    ({ request, url, body }) => {
      const row = mockTable('enquiries').find((candidate) => candidate.id === eqValue(url, 'id'));
      if (!row) return noRow();
      return changeStatus(row, body as Partial<Enquiry>) ?? rowsResponse(request, [row]);
    },
  ),
  restHandler(
    {
      name: 'enquiry_notes.list',
      method: 'GET',
      path: 'enquiry_notes',
      query: { select: '*', enquiry_id: eqUuid, order: 'created_at.asc' },
    },
    ({ request, url }) =>
      rowsResponse(
        request,
        mockTable('enquiry_notes')
          .filter((row) => row.enquiry_id === eqValue(url, 'enquiry_id'))
          .sort((a, b) => a.created_at.localeCompare(b.created_at)),
      ),
  ),
  restHandler(
    {
      name: 'enquiry_notes.add',
      method: 'POST',
      path: 'enquiry_notes',
      query: { select: '*' },
      headers: { accept: 'application/vnd.pgrst.object+json', prefer: 'return=representation' },
    },
    ({ request, body }) => {
      const { enquiry_id, body: text } = body as { enquiry_id: string; body: string };
      const claims = claimsOf(request);
      if (!mockTable('enquiries').some((row) => row.id === enquiry_id)) {
        return pgrstError(409, {
          code: '23503',
          message:
            'insert or update on table "enquiry_notes" violates foreign key constraint "enquiry_notes_enquiry_id_fkey"',
        });
      }
      if (!text.trim()) {
        return checkViolation('enquiry_notes', 'enquiry_notes_body_length');
      }
      // The author and time are the server's (stamp_enquiry_note()).
      const row = {
        id: crypto.randomUUID(),
        enquiry_id,
        body: text,
        author: claims.sub ?? null,
        author_email: claims.email ?? null,
        created_at: new Date().toISOString(),
      };
      mockTable('enquiry_notes').push(row);
      return rowsResponse(request, [row], { status: 201 });
    },
  ),
  restHandler(
    {
      name: 'rpc.enquiry_pipeline_figures',
      method: 'POST',
      path: 'rpc/enquiry_pipeline_figures',
      query: {},
      headers: { accept: 'application/vnd.pgrst.object+json' },
    },
    () => HttpResponse.json(pipelineFigures()),
  ),
];

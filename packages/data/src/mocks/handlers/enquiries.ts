import { HttpResponse, type HttpHandler } from 'msw';
import { noContent, eqUuid, restHandler } from '../rest.ts';
import { mockTable, type MockTables } from '../state.ts';
import { claimsOf } from '../tokens.ts';
import { insertHandler, updateHandler } from './admin-crud.ts';
import { readHandlers } from './public-reads.ts';

/**
 * What rpc enquiry_pipeline_figures answers: fixed figures. The database computes them and its
 * tests prove how (supabase/tests/enquiry-pipeline.test.ts); a test that needs other figures
 * puts its own answer in front.
 */
const pipelineFigures = {
  received: 2,
  answered: 1,
  median_first_answer_seconds: 12_600,
  won: 0,
};

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
      } as MockTables['enquiries'][number];
      mockTable('enquiries').push(row);
      return noContent();
    },
  ),
  ...readHandlers([
    ['enquiries.admin-list', 'enquiries', { select: '*', order: 'created_at.desc' }],
    [
      'enquiries.admin-list-by-status',
      'enquiries',
      {
        select: '*',
        status: /^eq\.(new|replied|quoted|won|lost)$/,
        order: /^created_at\.(asc|desc)$/,
      },
    ],
    ['enquiries.admin-detail', 'enquiries', { select: '*', id: eqUuid }],
    [
      'enquiry_notes.list',
      'enquiry_notes',
      { select: '*', enquiry_id: eqUuid, order: 'created_at.asc' },
    ],
  ]),
  // Which moves are allowed, and what they stamp, is the database's rule
  // (docs/decisions.md#enquiry-pipeline); a test of a refusal uses scenarios.refuse.
  updateHandler('enquiries.status', 'enquiries'),
  // The author is the server's (stamp_enquiry_note()).
  insertHandler('enquiry_notes.add', 'enquiry_notes', ({ request }) => {
    const claims = claimsOf(request);
    return { author: claims.sub ?? null, author_email: claims.email ?? null };
  }),
  restHandler(
    {
      name: 'rpc.enquiry_pipeline_figures',
      method: 'POST',
      path: 'rpc/enquiry_pipeline_figures',
      query: {},
      headers: { accept: 'application/vnd.pgrst.object+json' },
    },
    () => HttpResponse.json(pipelineFigures),
  ),
];

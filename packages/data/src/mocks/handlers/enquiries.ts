import { HttpResponse, type HttpHandler } from 'msw';
import { created, eqUuid, eqValue, noRow, restHandler, rowsResponse } from '../rest.ts';
import { mockTable, type MockTables } from '../state.ts';

const newestFirst = () =>
  [...mockTable('enquiries')].sort((a, b) => b.created_at.localeCompare(a.created_at));

/** Handlers for every enquiries request the data layer sends. */
export const enquiryHandlers: HttpHandler[] = [
  // The form token the enquiry form asks for when it renders (the mock never checks it).
  restHandler(
    { name: 'rpc.enquiry_form_token', method: 'POST', path: 'rpc/enquiry_form_token', query: {} },
    () => HttpResponse.json(`${Date.now()}.0.${'0'.repeat(64)}`),
  ),
  // A visitor's enquiry: insert only (visitors may never read one back); the admin inbox shows it.
  restHandler(
    { name: 'enquiries.submit', method: 'POST', path: 'enquiries', query: {} },
    ({ body }) => {
      const now = new Date().toISOString();
      // The column defaults of the enquiries table.
      const row = {
        id: crypto.randomUUID(),
        phone: null,
        travel_start: null,
        travel_end: null,
        adults: 1,
        children: 0,
        package_id: null,
        status: 'new',
        created_at: now,
        updated_at: now,
        ...(body as object),
      } as MockTables['enquiries'][number];
      mockTable('enquiries').push(row);
      return created();
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
      query: { select: '*', status: /^eq\.(new|replied|closed)$/, order: 'created_at.desc' },
    },
    ({ request, url }) =>
      rowsResponse(
        request,
        newestFirst().filter((row) => row.status === eqValue(url, 'status')),
      ),
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
      Object.assign(row, body, { updated_at: new Date().toISOString() });
      return rowsResponse(request, [row]);
    },
  ),
];

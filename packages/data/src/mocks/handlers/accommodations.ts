import type { HttpHandler } from 'msw';
import { eqUuid, eqValue, restHandler, rowsResponse } from '../rest.ts';
import { mockTable } from '../state.ts';

const published = () =>
  mockTable('accommodations')
    .filter((row) => row.published)
    .sort((a, b) => a.name.localeCompare(b.name));

/** Handlers for every accommodations request the data layer sends. */
export const accommodationHandlers: HttpHandler[] = [
  restHandler(
    {
      name: 'accommodations.list',
      method: 'GET',
      path: 'accommodations',
      query: { select: '*', published: 'eq.true', order: 'name.asc' },
    },
    ({ request }) => rowsResponse(request, published()),
  ),
  restHandler(
    {
      name: 'accommodations.detail',
      method: 'GET',
      path: 'accommodations',
      query: { select: '*', id: eqUuid, published: 'eq.true' },
    },
    ({ request, url }) =>
      rowsResponse(
        request,
        published().filter((row) => row.id === eqValue(url, 'id')),
      ),
  ),
];

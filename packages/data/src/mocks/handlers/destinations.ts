import type { HttpHandler } from 'msw';
import { restHandler, rowsResponse } from '../rest.ts';
import { mockTable } from '../state.ts';

const byName = <Row extends { name: string }>(rows: readonly Row[]) =>
  [...rows].sort((a, b) => a.name.localeCompare(b.name));

/** Handlers for every destinations request the data layer sends. */
export const destinationHandlers: HttpHandler[] = [
  restHandler(
    {
      name: 'destinations.list',
      method: 'GET',
      path: 'destinations',
      query: { select: '*', published: 'eq.true', order: 'name.asc' },
    },
    ({ request }) =>
      rowsResponse(request, byName(mockTable('destinations').filter((row) => row.published))),
  ),
];

import type { HttpHandler } from 'msw';
import { eqUuid, eqValue, restHandler, rowsResponse } from '../rest.ts';
import { mockTable } from '../state.ts';

const published = () =>
  mockTable('packages')
    .filter((row) => row.published)
    .sort((a, b) => a.sort_order - b.sort_order || a.title.localeCompare(b.title));

const listOrder = 'sort_order.asc,title.asc';

/** Handlers for every packages request the data layer sends. */
export const packageHandlers: HttpHandler[] = [
  // RLS hides drafts from visitors, so the home read returns published rows only.
  restHandler(
    { name: 'packages.home', method: 'GET', path: 'packages', query: { select: '*', limit: '8' } },
    ({ request }) => rowsResponse(request, published().slice(0, 8)),
  ),
  restHandler(
    {
      name: 'packages.list',
      method: 'GET',
      path: 'packages',
      query: { select: '*', published: 'eq.true', order: listOrder },
    },
    ({ request }) => rowsResponse(request, published()),
  ),
  restHandler(
    {
      name: 'packages.list-by-category',
      method: 'GET',
      path: 'packages',
      query: { select: '*', published: 'eq.true', category: /^eq\.[a-z-]+$/, order: listOrder },
    },
    ({ request, url }) =>
      rowsResponse(
        request,
        published().filter((row) => row.category === eqValue(url, 'category')),
      ),
  ),
  restHandler(
    {
      name: 'packages.detail',
      method: 'GET',
      path: 'packages',
      query: { select: '*', id: eqUuid, published: 'eq.true' },
    },
    ({ request, url }) =>
      rowsResponse(
        request,
        published().filter((row) => row.id === eqValue(url, 'id')),
      ),
  ),
  restHandler(
    {
      name: 'packages.categories',
      method: 'GET',
      path: 'packages',
      query: { select: 'category', published: 'eq.true', order: 'sort_order.asc' },
    },
    ({ request }) =>
      rowsResponse(
        request,
        published().map(({ category }) => ({ category })),
      ),
  ),
];

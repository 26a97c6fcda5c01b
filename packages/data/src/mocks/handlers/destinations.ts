import type { HttpHandler } from 'msw';
import { destinationFixtures } from '../fixtures.ts';
import { restHandler, rowsResponse } from '../rest.ts';
import { adminCrudHandlers } from './admin-crud.ts';

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
      rowsResponse(request, byName(destinationFixtures.filter((row) => row.published))),
  ),
  ...adminCrudHandlers({
    table: 'destinations',
    order: 'name.asc',
    rows: () => byName(destinationFixtures),
    defaults: {
      description: '',
      location: '',
      image_url: null,
      image_alt: null,
      highlights: [],
      published: true,
    },
    unique: [
      { column: 'slug', constraint: 'destinations_slug_key' },
      { column: 'name', constraint: 'destinations_name_key' },
    ],
  }),
];

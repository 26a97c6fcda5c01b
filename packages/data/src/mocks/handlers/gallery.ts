import type { HttpHandler } from 'msw';
import { pgrstError, restHandler, rowsResponse } from '../rest.ts';
import { mockTable } from '../state.ts';

const galleryOrder = 'sort_order.asc,created_at.desc';

const ordered = () =>
  [...mockTable('gallery')].sort(
    (a, b) => a.sort_order - b.sort_order || b.created_at.localeCompare(a.created_at),
  );

/** Handlers for every gallery request the data layer sends. */
export const galleryHandlers: HttpHandler[] = [
  restHandler(
    { name: 'gallery.home', method: 'GET', path: 'gallery', query: { select: '*', limit: '6' } },
    ({ request }) => rowsResponse(request, ordered().slice(0, 6)),
  ),
  restHandler(
    {
      name: 'gallery.page',
      method: 'GET',
      path: 'gallery',
      query: { select: '*', order: galleryOrder, offset: /^\d+$/, limit: /^\d+$/ },
      headers: { prefer: 'count=exact' },
    },
    ({ request, url }) => {
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      const all = ordered();
      if (offset > all.length) {
        return pgrstError(416, {
          code: 'PGRST103',
          details: `An offset of ${offset} was requested, but there are only ${all.length} rows.`,
          message: 'Requested range not satisfiable',
        });
      }
      return rowsResponse(request, all.slice(offset, offset + limit), {
        total: all.length,
        offset,
      });
    },
  ),
];

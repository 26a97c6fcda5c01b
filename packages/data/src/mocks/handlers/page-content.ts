import type { HttpHandler } from 'msw';
import { eqValue, restHandler, rowsResponse } from '../rest.ts';
import { mockTable, type MockTables } from '../state.ts';

type PageContentRow = MockTables['page_content'][number];

/** Handlers for every page_content request the data layer sends. */
export const pageContentHandlers: HttpHandler[] = [
  restHandler(
    {
      name: 'page_content.section',
      method: 'GET',
      path: 'page_content',
      query: { select: 'content', page_id: /^eq\.[a-z0-9-]+$/, section_id: /^eq\.[a-z0-9-]+$/ },
      headers: { accept: 'application/vnd.pgrst.object+json' },
    },
    ({ request, url }) =>
      rowsResponse(
        request,
        mockTable('page_content')
          .filter(
            (row) =>
              row.page_id === eqValue(url, 'page_id') &&
              row.section_id === eqValue(url, 'section_id'),
          )
          .map(({ content }) => ({ content })),
      ),
  ),
  restHandler(
    {
      name: 'page_content.save',
      method: 'POST',
      path: 'page_content',
      query: { on_conflict: 'page_id,section_id', select: '*' },
      headers: {
        accept: 'application/vnd.pgrst.object+json',
        prefer: 'resolution=merge-duplicates, return=representation',
      },
    },
    ({ request, body }) => {
      const values = body as Pick<PageContentRow, 'page_id' | 'section_id' | 'content'>;
      const existing = mockTable('page_content').find(
        (row) => row.page_id === values.page_id && row.section_id === values.section_id,
      );
      const now = new Date().toISOString();
      const row = {
        id: existing?.id ?? crypto.randomUUID(),
        created_at: existing?.created_at ?? now,
        ...values,
        updated_at: now,
      };
      if (existing) Object.assign(existing, row);
      else mockTable('page_content').push(row);
      return rowsResponse(request, [row], { status: existing ? 200 : 201 });
    },
  ),
  restHandler(
    {
      name: 'page_content.id',
      method: 'GET',
      path: 'page_content',
      query: { select: 'id', page_id: /^eq\.[a-z0-9-]+$/, section_id: /^eq\.[a-z0-9-]+$/ },
    },
    ({ request, url }) =>
      rowsResponse(
        request,
        mockTable('page_content')
          .filter(
            (row) =>
              row.page_id === eqValue(url, 'page_id') &&
              row.section_id === eqValue(url, 'section_id'),
          )
          .map(({ id }) => ({ id })),
      ),
  ),
];

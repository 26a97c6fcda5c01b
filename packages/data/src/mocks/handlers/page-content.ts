import type { HttpHandler } from 'msw';
import { restHandler, rowsResponse } from '../rest.ts';
import { mockTable, type MockTables } from '../state.ts';
import { readHandlers } from './public-reads.ts';

type PageContentRow = MockTables['page_content'][number];

/** A page or section id filter. */
const section = /^eq\.[a-z0-9-]+$/;

/** Handlers for every page_content request the data layer sends. */
export const pageContentHandlers: HttpHandler[] = [
  ...readHandlers([
    [
      'page_content.section',
      'page_content',
      { select: 'content', page_id: section, section_id: section },
      { accept: 'application/vnd.pgrst.object+json' },
    ],
    ['page_content.id', 'page_content', { select: 'id', page_id: section, section_id: section }],
  ]),
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
];

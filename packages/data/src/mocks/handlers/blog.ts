import type { HttpHandler } from 'msw';
import { eqValue, restHandler, rowsResponse } from '../rest.ts';
import { mockTable, type MockTables } from '../state.ts';

const newestFirst = () =>
  [...mockTable('blog_posts')].sort((a, b) => b.created_at.localeCompare(a.created_at));
const published = () => newestFirst().filter((row) => row.published);
/** Rows as the blog_post_summaries view answers them: the first 1000 characters of each post. */
const summaries = (rows: MockTables['blog_posts']) =>
  rows.map(({ content, ...post }) => ({ ...post, content_preview: content.slice(0, 1000) }));

/** Handlers for every blog_posts request the data layer sends. */
export const postHandlers: HttpHandler[] = [
  restHandler(
    {
      name: 'blog_posts.home',
      method: 'GET',
      path: 'blog_posts',
      query: { select: '*', published: 'eq.true', order: 'created_at.desc', limit: '3' },
    },
    ({ request }) => rowsResponse(request, published().slice(0, 3)),
  ),
  restHandler(
    {
      name: 'blog_posts.list',
      method: 'GET',
      path: 'blog_post_summaries',
      query: { select: '*', published: 'eq.true', order: 'created_at.desc' },
    },
    ({ request }) => rowsResponse(request, summaries(published())),
  ),
  restHandler(
    {
      name: 'blog_posts.detail',
      method: 'GET',
      path: 'blog_posts',
      query: { select: '*', slug: /^eq\.[a-z0-9-]+$/, published: 'eq.true' },
    },
    ({ request, url }) =>
      rowsResponse(
        request,
        published().filter((row) => row.slug === eqValue(url, 'slug')),
      ),
  ),
];

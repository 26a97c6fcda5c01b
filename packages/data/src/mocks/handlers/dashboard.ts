import type { HttpHandler } from 'msw';
import { restHandler, rowsResponse } from '../rest.ts';
import { mockTable } from '../state.ts';

const count = { prefer: 'count=exact' } as const;

function countHandler(
  name: string,
  path: string,
  rows: () => readonly unknown[],
  filter: Record<string, string> = {},
): HttpHandler {
  return restHandler(
    { name, method: 'HEAD', path, query: { select: '*', ...filter }, headers: count },
    ({ request }) => {
      const total = rows().length;
      return rowsResponse(request, [], { total });
    },
  );
}

/** The dashboard's HEAD count requests. */
export const dashboardHandlers: HttpHandler[] = [
  countHandler('packages.count', 'packages', () => mockTable('packages')),
  countHandler('destinations.count', 'destinations', () => mockTable('destinations')),
  countHandler('accommodations.count', 'accommodations', () => mockTable('accommodations')),
  countHandler('gallery.count', 'gallery', () => mockTable('gallery')),
  countHandler('blog_posts.count', 'blog_posts', () => mockTable('blog_posts')),
  countHandler(
    'blog_posts.count-published',
    'blog_posts',
    () => mockTable('blog_posts').filter((row) => row.published),
    { published: 'eq.true' },
  ),
  countHandler(
    'blog_posts.count-drafts',
    'blog_posts',
    () => mockTable('blog_posts').filter((row) => !row.published),
    { published: 'eq.false' },
  ),
  countHandler(
    'testimonials.count-pending',
    'testimonials',
    () => mockTable('testimonials').filter((row) => !row.approved),
    { approved: 'eq.false' },
  ),
  countHandler(
    'enquiries.count-new',
    'enquiries',
    () => mockTable('enquiries').filter((row) => row.status === 'new'),
    { status: 'eq.new' },
  ),
];

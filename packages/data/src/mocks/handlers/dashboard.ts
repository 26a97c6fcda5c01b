import type { HttpHandler } from 'msw';
import {
  accommodationFixtures,
  destinationFixtures,
  enquiryFixtures,
  galleryFixtures,
  packageFixtures,
  postFixtures,
  testimonialFixtures,
} from '../fixtures.ts';
import { restHandler, rowsResponse } from '../rest.ts';

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
  countHandler('packages.count', 'packages', () => packageFixtures),
  countHandler('destinations.count', 'destinations', () => destinationFixtures),
  countHandler('accommodations.count', 'accommodations', () => accommodationFixtures),
  countHandler('gallery.count', 'gallery', () => galleryFixtures),
  countHandler('blog_posts.count', 'blog_posts', () => postFixtures),
  countHandler(
    'blog_posts.count-published',
    'blog_posts',
    () => postFixtures.filter((row) => row.published),
    { published: 'eq.true' },
  ),
  countHandler(
    'blog_posts.count-drafts',
    'blog_posts',
    () => postFixtures.filter((row) => !row.published),
    { published: 'eq.false' },
  ),
  countHandler(
    'testimonials.count-pending',
    'testimonials',
    () => testimonialFixtures.filter((row) => !row.approved),
    { approved: 'eq.false' },
  ),
  countHandler(
    'enquiries.count-new',
    'enquiries',
    () => enquiryFixtures.filter((row) => row.status === 'new'),
    { status: 'eq.new' },
  ),
];

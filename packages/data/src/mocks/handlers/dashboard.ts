import { readHandlers } from './public-reads.ts';

const count = { prefer: 'count=exact' } as const;

/** The dashboard's HEAD count requests. */
export const dashboardHandlers = readHandlers(
  [
    ['packages.count', 'packages', { select: '*' }, count],
    ['blog_posts.count-published', 'blog_posts', { select: '*', published: 'eq.true' }, count],
    ['blog_posts.count-drafts', 'blog_posts', { select: '*', published: 'eq.false' }, count],
    ['testimonials.count-pending', 'testimonials', { select: '*', approved: 'eq.false' }, count],
    ['enquiries.count-new', 'enquiries', { select: '*', status: 'eq.new' }, count],
  ],
  'HEAD',
);

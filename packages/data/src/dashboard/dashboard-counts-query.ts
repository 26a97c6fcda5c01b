import { sessionRead } from '../auth/supabase-context.tsx';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { toDataError } from '../lib/data-error.ts';
import type { OptionalFetch } from '../lib/read.ts';
import { dashboardKeys } from '../keys.ts';

/**
 * The dashboard cards' figures, one HEAD request with `Prefer: count=exact` each (no rows travel):
 * packages, published and draft posts, testimonials waiting for approval, and enquiries nobody
 * has replied to yet.
 */
function countRequests(client: DataClient) {
  const head = { count: 'exact', head: true } as const;
  return {
    packages: client.from('packages').select('*', head),
    publishedPosts: client.from('blog_posts').select('*', head).eq('published', true),
    draftPosts: client.from('blog_posts').select('*', head).eq('published', false),
    pendingTestimonials: client.from('testimonials').select('*', head).eq('approved', false),
    newEnquiries: client.from('enquiries').select('*', head).eq('status', 'new'),
  };
}

export type DashboardCountsData = Record<keyof ReturnType<typeof countRequests>, number>;

/** The figures, their requests sent together. */
export const getDashboardCounts: OptionalFetch<object, DashboardCountsData> = async (
  client,
  _,
  signal,
) => {
  const requests = countRequests(client);
  const names = Object.keys(requests) as (keyof DashboardCountsData)[];
  const responses = await Promise.all(names.map((name) => abortable(requests[name], signal)));
  const counts = {} as DashboardCountsData;
  responses.forEach((response, index) => {
    if (response.error) throw toDataError(response.error, response.status);
    counts[names[index]!] = response.count ?? 0;
  });
  return counts;
};

/** Always refetched when the dashboard opens (staleTime 0): the figures move with every edit. */
export const { use: useDashboardCountsQuery } = sessionRead(
  dashboardKeys.counts,
  getDashboardCounts,
  { staleTime: 0 },
);

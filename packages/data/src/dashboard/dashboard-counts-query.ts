import { useSupabaseClient } from '../auth/supabase-context.tsx';
import { abortable } from '../lib/abortable.ts';
import { toDataError } from '../lib/data-error.ts';
import { defineRead, type OptionalFetch } from '../lib/read.ts';
import { dashboardKeys } from '../keys.ts';

/** The dashboard's figures. */
export interface DashboardCountsData {
  packages: number;
  destinations: number;
  accommodations: number;
  galleryImages: number;
  posts: number;
  /** Posts visitors can read. */
  publishedPosts: number;
  /** Posts not published yet. */
  draftPosts: number;
  /** Testimonials waiting for approval. */
  pendingTestimonials: number;
  /** Enquiries nobody has replied to yet. */
  newEnquiries: number;
}

/**
 * Counts for the dashboard cards: one HEAD request with `Prefer: count=exact` per figure, sent
 * together (no rows travel).
 */
export const getDashboardCounts: OptionalFetch<object, DashboardCountsData> = async (
  client,
  _,
  signal,
) => {
  const head = { count: 'exact', head: true } as const;
  const requests = {
    packages: client.from('packages').select('*', head),
    destinations: client.from('destinations').select('*', head),
    accommodations: client.from('accommodations').select('*', head),
    galleryImages: client.from('gallery').select('*', head),
    posts: client.from('blog_posts').select('*', head),
    publishedPosts: client.from('blog_posts').select('*', head).eq('published', true),
    draftPosts: client.from('blog_posts').select('*', head).eq('published', false),
    pendingTestimonials: client.from('testimonials').select('*', head).eq('approved', false),
    newEnquiries: client.from('enquiries').select('*', head).eq('status', 'new'),
  };
  const names = Object.keys(requests) as (keyof DashboardCountsData)[];
  const responses = await Promise.all(names.map((name) => abortable(requests[name], signal)));
  const counts = {} as DashboardCountsData;
  responses.forEach((response, index) => {
    if (response.error) throw toDataError(response.error, response.status);
    counts[names[index] as keyof DashboardCountsData] = response.count ?? 0;
  });
  return counts;
};

/** Always refetched when the dashboard opens (staleTime 0): the figures move with every edit. */
export const { use: useDashboardCountsQuery } = defineRead(
  useSupabaseClient,
  dashboardKeys.counts,
  getDashboardCounts,
  { staleTime: 0 },
);

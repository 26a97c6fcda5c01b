import { queryOptions, useQuery } from '@tanstack/react-query';
import { abortable, type NoVariables } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { usePublicClient } from '../public-client.tsx';
import { postKeys } from './keys.ts';
import { summaryOf, type PostSummary } from './post-summary.ts';

/** Published posts for /blog, newest first. */
export async function getPosts(
  client: DataClient,
  _variables: NoVariables = {},
  signal?: AbortSignal,
): Promise<PostSummary[]> {
  const rows = unwrap(
    await abortable(
      client
        .from('blog_post_summaries')
        .select('*')
        .eq('published', true)
        .order('created_at', { ascending: false }),
      signal,
    ),
  );
  return rows.map(summaryOf);
}

export type PostsData = PostSummary[];

/** Errors surface: the page shows "Unable to load blog posts at this time." (docs/product-rules.md#error-texts). */
export function postsQueryOptions(client: DataClient) {
  return queryOptions({
    queryKey: postKeys.list(),
    queryFn: ({ signal }) => getPosts(client, {}, signal),
  });
}

export function usePostsQuery() {
  return useQuery(postsQueryOptions(usePublicClient()));
}

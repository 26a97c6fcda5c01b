import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSupabaseClient } from '../auth/supabase-context.tsx';
import { abortable, type NoVariables } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap, type DataError } from '../lib/data-error.ts';
import { postKeys } from './keys.ts';
import { summaryOf, type PostSummary } from './post-summary.ts';

/**
 * Every post, drafts included, newest first. RLS shows the unpublished rows to admins only. The
 * table needs no post's full Markdown, so it reads the summaries view.
 */
export async function getAdminPosts(
  client: DataClient,
  _variables: NoVariables = {},
  signal?: AbortSignal,
): Promise<PostSummary[]> {
  const rows = unwrap(
    await abortable(
      client.from('blog_post_summaries').select('*').order('created_at', { ascending: false }),
      signal,
    ),
  );
  return rows.map(summaryOf);
}

export type AdminPostsData = PostSummary[];
export type AdminPostsError = DataError;

export function adminPostsQueryOptions(client: DataClient) {
  return queryOptions({
    queryKey: postKeys.adminList(),
    queryFn: ({ signal }) => getAdminPosts(client, {}, signal),
  });
}

/** The admin post table, read with the signed-in supabase-js client. */
export function useAdminPostsQuery() {
  return useQuery(adminPostsQueryOptions(useSupabaseClient()));
}

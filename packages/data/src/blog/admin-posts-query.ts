import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import { abortable, type NoVariables } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap, type DataError } from '../lib/data-error.ts';
import { postKeys } from './keys.ts';

/** Every post, drafts included, newest first. RLS shows the unpublished rows to admins only. */
export async function getAdminPosts(
  client: DataClient,
  _variables: NoVariables = {},
  signal?: AbortSignal,
): Promise<Tables<'blog_posts'>[]> {
  return unwrap(
    await abortable(
      client.from('blog_posts').select('*').order('created_at', { ascending: false }),
      signal,
    ),
  );
}

export type AdminPostsData = Tables<'blog_posts'>[];
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

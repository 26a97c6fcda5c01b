import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap, type DataError } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import { postKeys } from './keys.ts';
import { postMessages } from './post-messages.ts';

export interface AdminPostVariables {
  /** The id from the edit route. */
  id: string;
}

/** One post for the edit form, published or not. */
export async function getAdminPost(
  client: DataClient,
  { id }: AdminPostVariables,
  signal?: AbortSignal,
): Promise<Tables<'blog_posts'>> {
  if (!uuidPattern.test(id)) throw notFoundError(postMessages.notFound);
  const row = unwrap(
    await abortable(client.from('blog_posts').select('*').eq('id', id), signal).maybeSingle(),
  );
  if (!row) throw notFoundError(postMessages.notFound);
  return row;
}

export type AdminPostData = Tables<'blog_posts'>;
export type AdminPostError = DataError;

export function adminPostQueryOptions(client: DataClient, { id }: AdminPostVariables) {
  return queryOptions({
    queryKey: postKeys.adminDetail(id),
    queryFn: ({ signal }) => getAdminPost(client, { id }, signal),
  });
}

export function useAdminPostQuery(variables: AdminPostVariables) {
  return useQuery(adminPostQueryOptions(useSupabaseClient(), variables));
}

import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../lib/use-invalidating-mutation.ts';
import { searchKeys } from '../search/keys.ts';
import { postKeys } from './keys.ts';
import { postMessages } from './post-messages.ts';

export interface PostDeleteVariables {
  id: string;
}

/**
 * Deletes a post. RLS turns a delete the caller may not do into "0 rows", not an error,
 * so the deleted id is read back and an empty answer becomes a not-found error.
 */
export async function deletePost(
  client: DataClient,
  { id }: PostDeleteVariables,
): Promise<{ id: string }> {
  if (!uuidPattern.test(id)) throw notFoundError(postMessages.deleted);
  const rows = unwrap(await client.from('blog_posts').delete().eq('id', id).select('id'));
  const deleted = rows[0];
  if (!deleted) throw notFoundError(postMessages.deleted);
  return deleted;
}

export type PostDeleteData = { id: string };

export function usePostDeleteMutation(
  options?: MutationHookOptions<PostDeleteData, PostDeleteVariables>,
) {
  const client = useSupabaseClient();
  return useInvalidatingMutation(
    (variables: PostDeleteVariables) => deletePost(client, variables),
    [postKeys.all, searchKeys.all],
    options,
  );
}

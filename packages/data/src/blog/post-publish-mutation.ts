import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
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

export interface PostPublishVariables {
  id: string;
  /** true publishes, false takes the post back to draft. */
  published: boolean;
}

/** Publishes (or unpublishes) a post and returns the stored row. */
export async function publishPost(
  client: DataClient,
  { id, published }: PostPublishVariables,
): Promise<Tables<'blog_posts'>> {
  if (!uuidPattern.test(id)) throw notFoundError(postMessages.notFound);
  return unwrap(
    await client.from('blog_posts').update({ published }).eq('id', id).select().single(),
  );
}

export type PostPublishData = Tables<'blog_posts'>;

export function usePostPublishMutation(
  options?: MutationHookOptions<PostPublishData, PostPublishVariables>,
) {
  const client = useSupabaseClient();
  return useInvalidatingMutation(
    (variables: PostPublishVariables) => publishPost(client, variables),
    [postKeys.all, searchKeys.all],
    options,
  );
}

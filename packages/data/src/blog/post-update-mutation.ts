import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import { parseInput } from '../lib/parse-input.ts';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../lib/use-invalidating-mutation.ts';
import { searchKeys } from '../search/keys.ts';
import { postKeys } from './keys.ts';
import { postConstraints, postMessages } from './post-messages.ts';
import { postInputSchema, type PostFormValues } from './post.schema.ts';

export interface PostUpdateVariables {
  id: string;
  values: PostFormValues;
}

/** Saves the edit form over a post and returns the stored row. */
export async function updatePost(
  client: DataClient,
  { id, values }: PostUpdateVariables,
): Promise<Tables<'blog_posts'>> {
  if (!uuidPattern.test(id)) throw notFoundError(postMessages.notFound);
  const input = parseInput(postInputSchema, values);
  return unwrap(
    await client.from('blog_posts').update(input).eq('id', id).select().single(),
    postConstraints,
  );
}

export type PostUpdateData = Tables<'blog_posts'>;

export function usePostUpdateMutation(
  options?: MutationHookOptions<PostUpdateData, PostUpdateVariables>,
) {
  const client = useSupabaseClient();
  return useInvalidatingMutation(
    (variables: PostUpdateVariables) => updatePost(client, variables),
    [postKeys.all, searchKeys.all],
    options,
  );
}

import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../lib/use-invalidating-mutation.ts';
import { searchKeys } from '../search/keys.ts';
import { postKeys } from './keys.ts';
import { postConstraints } from './post-messages.ts';
import { postInputSchema, type PostFormValues } from './post.schema.ts';

export interface PostCreateVariables {
  values: PostFormValues;
}

/** Inserts a post (admins only, by RLS) and returns the stored row. */
export async function createPost(
  client: DataClient,
  { values }: PostCreateVariables,
): Promise<Tables<'blog_posts'>> {
  const input = parseInput(postInputSchema, values);
  return unwrap(await client.from('blog_posts').insert(input).select().single(), postConstraints);
}

export type PostCreateData = Tables<'blog_posts'>;

export function usePostCreateMutation(
  options?: MutationHookOptions<PostCreateData, PostCreateVariables>,
) {
  const client = useSupabaseClient();
  return useInvalidatingMutation(
    (variables: PostCreateVariables) => createPost(client, variables),
    [postKeys.all, searchKeys.all],
    options,
  );
}

import { queryOptions } from '@tanstack/react-query';
import type { Tables } from '../database.types.ts';
import { abortable, type NoVariables } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { homeQueryDefaults, homeQueryFn } from '../lib/home-query.ts';
import { postKeys } from './keys.ts';

/** Posts in "Latest from Our Blog" (docs/product-rules.md#limits). */
const homePostsLimit = 3;

/** docs/product-rules.md#reads exactly: published posts, newest created_at first, limit 3. */
export async function getHomePosts(
  client: DataClient,
  _variables: NoVariables = {},
  signal?: AbortSignal,
): Promise<Tables<'blog_posts'>[]> {
  return unwrap(
    await abortable(
      client
        .from('blog_posts')
        .select('*')
        .eq('published', true)
        .order('created_at', { ascending: false })
        .limit(homePostsLimit),
      signal,
    ),
  );
}

export type HomePostsData = Tables<'blog_posts'>[];

/** Home query: 3 retries, then an empty list (never an error); kept 30 minutes. */
export function homePostsQueryOptions(client: DataClient) {
  return queryOptions({
    queryKey: postKeys.home(),
    queryFn: homeQueryFn<HomePostsData>((signal) => getHomePosts(client, {}, signal), []),
    ...homeQueryDefaults,
  });
}

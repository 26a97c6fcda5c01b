import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '../database.types.ts';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { slugPattern } from '../lib/patterns.ts';
import { usePublicClient } from '../public-client.tsx';
import { postKeys } from './keys.ts';
import { postMessages } from './post-messages.ts';

export interface PostDetailVariables {
  /** The slug from /blog/{slug}. */
  slug: string;
}

/** One published post by slug; a not-found DataError when there is none (drafts included). */
export async function getPost(
  client: DataClient,
  { slug }: PostDetailVariables,
  signal?: AbortSignal,
): Promise<Tables<'blog_posts'>> {
  if (!slugPattern.test(slug) || slug.length > 100) throw notFoundError(postMessages.notFound);
  const row = unwrap(
    await abortable(
      client.from('blog_posts').select('*').eq('slug', slug).eq('published', true),
      signal,
    ).maybeSingle(),
  );
  if (!row) throw notFoundError(postMessages.notFound);
  return row;
}

export type PostDetailData = Tables<'blog_posts'>;

export function postDetailQueryOptions(client: DataClient, { slug }: PostDetailVariables) {
  return queryOptions({
    queryKey: postKeys.detail(slug),
    queryFn: ({ signal }) => getPost(client, { slug }, signal),
  });
}

export function usePostDetailQuery(variables: PostDetailVariables) {
  return useQuery(postDetailQueryOptions(usePublicClient(), variables));
}

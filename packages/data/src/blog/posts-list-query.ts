import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '../database.types.ts';
import { abortable, type NoVariables } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap, type DataError } from '../lib/data-error.ts';
import { usePublicClient } from '../public-client.tsx';
import { postKeys } from './keys.ts';

/**
 * A post as the /blog list shows it (the `blog_post_summaries` view): every column but the full
 * Markdown, of which `content_preview` holds the first 1000 characters, enough for the
 * 150-character fallback excerpt.
 */
export type PostSummary = WithoutContent<Tables<'blog_posts'> & { content_preview: string }>;

/** One flat object type (an intersection would not compare equal to the row schemas). */
type WithoutContent<Row> = { [Key in keyof Row as Key extends 'content' ? never : Key]: Row[Key] };

type SummaryRow = Tables<'blog_post_summaries'>;

/**
 * The view's columns come typed as nullable (Postgres cannot tell through a view); they are the
 * table's, NOT NULL where blog_posts says so.
 */
function summaryOf(row: SummaryRow): PostSummary {
  const { id, slug, title, published, created_at, updated_at, content_preview } = row;
  if (
    id === null ||
    slug === null ||
    title === null ||
    published === null ||
    created_at === null ||
    updated_at === null ||
    content_preview === null
  ) {
    throw new Error(`blog_post_summaries answered a row with a NOT NULL column empty (${id})`);
  }
  return { ...row, id, slug, title, published, created_at, updated_at, content_preview };
}

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
export type PostsError = DataError;

/** Errors surface: the page shows "Unable to load blog posts at this time." (SPEC.md section 8). */
export function postsQueryOptions(client: DataClient) {
  return queryOptions({
    queryKey: postKeys.list(),
    queryFn: ({ signal }) => getPosts(client, {}, signal),
  });
}

export function usePostsQuery() {
  return useQuery(postsQueryOptions(usePublicClient()));
}

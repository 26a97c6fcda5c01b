import type { Tables } from '../database.types.ts';

/**
 * A post as the /blog list and the admin post table show it (the `blog_post_summaries` view): every column but the full
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
export function summaryOf(row: SummaryRow): PostSummary {
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
  return {
    ...row,
    id,
    slug,
    title,
    published,
    created_at,
    updated_at,
    content_preview,
    featured_image_decorative: row.featured_image_decorative ?? false,
    featured_image_focal_x: row.featured_image_focal_x ?? 0.5,
    featured_image_focal_y: row.featured_image_focal_y ?? 0.5,
  };
}

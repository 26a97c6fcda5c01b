import type { ConstraintMessages } from '../lib/data-error.ts';
import { fieldMessages } from '../lib/field-messages.ts';
import { imageRuleMessages } from '../lib/form-fields.ts';

/** What the blog post form says, also used when the database refuses a value. */
export const postMessages = {
  notFound: 'This blog post could not be found.',
  deleted: 'This blog post no longer exists, or you may not delete it.',
  titleRequired: 'Please enter a title.',
  titleTooLong: 'Keep the title to 200 characters or fewer.',
  contentTooLong: 'The post is too long (100,000 characters at most).',
  excerptTooLong: 'Keep the excerpt to 500 characters or fewer.',
} as const;

/** The blog_posts table's constraints as form sentences. */
export const postConstraints: ConstraintMessages = {
  blog_posts_slug_key: { field: 'slug', message: fieldMessages.slugTaken },
  blog_posts_slug_format: { field: 'slug', message: fieldMessages.slugFormat },
  blog_posts_title_length: { field: 'title', message: postMessages.titleTooLong },
  blog_posts_content_length: { field: 'content', message: postMessages.contentTooLong },
  blog_posts_excerpt_length: { field: 'excerpt', message: postMessages.excerptTooLong },
  blog_posts_featured_image_format: {
    field: 'featured_image',
    message: fieldMessages.imageUrlFormat,
  },
  blog_posts_featured_image_alt_length: {
    field: 'featured_image_alt',
    message: fieldMessages.imageAltTooLong,
  },
  ...imageRuleMessages('blog_posts', 'featured_image'),
  blog_posts_unpublish_at_order: {
    field: 'unpublish_at',
    message: fieldMessages.unpublishAfterPublish,
  },
};

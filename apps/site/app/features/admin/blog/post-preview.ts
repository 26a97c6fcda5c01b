import type { FieldValues } from 'react-hook-form';
import { postsType } from '@tembo/data/admin';
import type { PostDetailData } from '@tembo/data';
import { imageOf, optionalText, text } from '../editor/preview-values.ts';

/**
 * A blog post as its public page would read it, made from the post form's current values: what
 * the preview shows before anything is saved (docs/decisions.md#editor-preview). The page's date
 * is the post's creation: the stored one when editing, now for a new post.
 */
export function postPreview(
  values: FieldValues,
  {
    id = 'preview',
    createdAt = new Date().toISOString(),
  }: { id?: string | undefined; createdAt?: string | undefined } = {},
): PostDetailData {
  const image = imageOf(values, 'featured_image');
  return {
    // Every column the form has (a new one shows as typed), then what the page needs besides.
    ...postsType.formRow(values),
    id,
    slug: text(values.slug),
    title: text(values.title).trim() || 'Untitled post',
    content: text(values.content),
    excerpt: optionalText(values.excerpt),
    featured_image: image.url,
    featured_image_alt: image.alt,
    featured_image_decorative: image.decorative,
    featured_image_focal_x: image.focalX,
    featured_image_focal_y: image.focalY,
    published: values.published === true,
    publish_at: null,
    unpublish_at: null,
    author_id: null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

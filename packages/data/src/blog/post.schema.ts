import { z } from 'zod/mini';
import { fieldMessages } from '../lib/field-messages.ts';
import {
  altTextWithImage,
  flag,
  focalCoordinate,
  optionalImageUrl,
  optionalMoment,
  optionalText,
  plainText,
  requiredText,
  slugField,
  unpublishAfterPublish,
  wrongType,
} from '../lib/form-fields.ts';
import { postMessages as m } from './post-messages.ts';
import { postLimits as l } from '../content-types/limits.ts';

/**
 * The admin blog post form (markdown content), mirroring the blog_posts table. The slug is
 * generated from the title with `slugify` and stays editable.
 */
export const postInputSchema = z
  .object(
    {
      slug: slugField(),
      title: requiredText(l.title.max, { required: m.titleRequired, tooLong: m.titleTooLong }),
      content: plainText(l.content.max, m.contentTooLong),
      excerpt: optionalText(l.excerpt.max, m.excerptTooLong),
      featured_image: optionalImageUrl(),
      featured_image_alt: optionalText(l.featured_image_alt.max, fieldMessages.imageAltTooLong),
      featured_image_decorative: flag(),
      featured_image_focal_x: focalCoordinate(),
      featured_image_focal_y: focalCoordinate(),
      published: z._default(z.boolean(wrongType), false),
      publish_at: optionalMoment(),
      unpublish_at: optionalMoment(),
    },
    wrongType,
  )
  .check(
    altTextWithImage('featured_image', 'featured_image_alt', 'featured_image_decorative'),
    unpublishAfterPublish(),
  );

import { z } from 'zod/mini';
import type { TablesInsert } from '../database.types.ts';
import type { Checked } from '../lib/abortable.ts';
import { fieldMessages } from '../lib/field-messages.ts';
import {
  altTextWithImage,
  optionalImageUrl,
  optionalText,
  plainText,
  requiredText,
  slugField,
  wrongType,
} from '../lib/form-fields.ts';
import { postMessages as m } from './post-messages.ts';

/**
 * The admin blog post form (markdown content), mirroring the blog_posts table. The slug is
 * generated from the title with `slugify` and stays editable.
 */
export const postInputSchema = z
  .object(
    {
      slug: slugField(),
      title: requiredText(200, { required: m.titleRequired, tooLong: m.titleTooLong }),
      content: plainText(100_000, m.contentTooLong),
      excerpt: optionalText(500, m.excerptTooLong),
      featured_image: optionalImageUrl(),
      featured_image_alt: optionalText(300, fieldMessages.imageAltTooLong),
      published: z._default(z.boolean(wrongType), false),
    },
    wrongType,
  )
  .check(altTextWithImage('featured_image', 'featured_image_alt'));

/** What the blog post form holds. */
export type PostFormValues = z.input<typeof postInputSchema>;
/** A valid post. */
export type PostInput = Checked<z.output<typeof postInputSchema>, TablesInsert<'blog_posts'>>;

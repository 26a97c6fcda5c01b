import { z } from 'zod/mini';
import { fieldMessages } from '../lib/field-messages.ts';
import { requiredImageUrl, requiredText, wrongType } from '../lib/form-fields.ts';
import { galleryMessages as m } from './gallery-messages.ts';
import { galleryLimits as l } from '../content-types/limits.ts';

/** The admin gallery image form, mirroring the gallery table (alt text is required). */
export const galleryImageInputSchema = z.object(
  {
    title: requiredText(l.title.max, { required: m.titleRequired, tooLong: m.titleTooLong }),
    image_url: requiredImageUrl(m.imageRequired),
    alt: requiredText(l.alt.max, {
      required: fieldMessages.imageAltRequired,
      tooLong: fieldMessages.imageAltTooLong,
    }),
    sort_order: z._default(z.number({ error: m.sortOrder }).check(z.int(m.sortOrder)), 0),
  },
  wrongType,
);

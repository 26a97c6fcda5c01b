import { z } from 'zod/mini';
import { fieldMessages } from '../lib/field-messages.ts';
import {
  altTextWithImage,
  optionalImageUrl,
  optionalText,
  plainText,
  requiredText,
  slugField,
  textList,
  wrongType,
} from '../lib/form-fields.ts';
import { destinationMessages as m } from './destination-messages.ts';
import { destinationLimits as l } from '../content-types/limits.ts';

/** The admin destination form (create and edit), mirroring the destinations table. */
export const destinationInputSchema = z
  .object(
    {
      slug: slugField(),
      name: requiredText(l.name.max, { required: m.nameRequired, tooLong: m.nameTooLong }),
      description: plainText(l.description.max, m.descriptionTooLong),
      location: plainText(l.location.max, m.locationTooLong),
      image_url: optionalImageUrl(),
      image_alt: optionalText(l.image_alt.max, fieldMessages.imageAltTooLong),
      highlights: textList({
        ...l.highlights,
        tooMany: m.highlightsTooMany,
        tooLong: m.highlightsTooLong,
      }),
      published: z._default(z.boolean(wrongType), true),
    },
    wrongType,
  )
  .check(altTextWithImage('image_url', 'image_alt'));

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
  textList,
  wrongType,
} from '../lib/form-fields.ts';
import { destinationMessages as m } from './destination-messages.ts';

/** The admin destination form (create and edit), mirroring the destinations table. */
export const destinationInputSchema = z
  .object(
    {
      slug: slugField(),
      name: requiredText(120, { required: m.nameRequired, tooLong: m.nameTooLong }),
      description: plainText(10_000, m.descriptionTooLong),
      location: plainText(200, m.locationTooLong),
      image_url: optionalImageUrl(),
      image_alt: optionalText(300, fieldMessages.imageAltTooLong),
      highlights: textList({
        maxItems: 20,
        maxChars: 4000,
        tooMany: m.highlightsTooMany,
        tooLong: m.highlightsTooLong,
      }),
      published: z._default(z.boolean(wrongType), true),
    },
    wrongType,
  )
  .check(altTextWithImage('image_url', 'image_alt'));

/** What the destination form holds. */
export type DestinationFormValues = z.input<typeof destinationInputSchema>;
/** A valid destination, ready to insert or update. */
export type DestinationInput = Checked<
  z.output<typeof destinationInputSchema>,
  TablesInsert<'destinations'>
>;

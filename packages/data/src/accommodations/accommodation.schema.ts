import { z } from 'zod/mini';
import { Constants } from '../database.types.ts';
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
import { accommodationMessages as m } from './accommodation-messages.ts';
import { accommodationLimits as l } from '../content-types/limits.ts';

/**
 * An optional number in a range, null when absent. The form turns an empty input into null
 * (react-hook-form `setValueAs`), since a cleared number input is NaN, which is refused.
 */
function optionalNumber(min: number, max: number, message: string) {
  return z.pipe(
    z.nullish(z.number({ error: message }).check(z.gte(min, message), z.lte(max, message))),
    z.transform((value: number | null | undefined) => value ?? null),
  );
}

/** The admin accommodation form (create and edit), mirroring the accommodations table. */
export const accommodationInputSchema = z
  .object(
    {
      slug: slugField(),
      name: requiredText(l.name.max, { required: m.nameRequired, tooLong: m.nameTooLong }),
      description: plainText(l.description.max, m.descriptionTooLong),
      location: plainText(l.location.max, m.locationTooLong),
      price_range: optionalText(l.price_range.max, m.priceRangeTooLong),
      type: z.enum(Constants.public.Enums.accommodation_type, { error: m.type }),
      // numeric(2, 1): one decimal.
      rating: optionalNumber(l.rating.min, l.rating.max, m.rating).check(
        z.refine(
          (rating) => rating === null || Math.abs(rating * 10 - Math.round(rating * 10)) < 1e-6,
          m.rating,
        ),
      ),
      image_url: optionalImageUrl(),
      image_alt: optionalText(l.image_alt.max, fieldMessages.imageAltTooLong),
      amenities: textList({
        ...l.amenities,
        tooMany: m.amenitiesTooMany,
        tooLong: m.amenitiesTooLong,
      }),
      latitude: optionalNumber(l.latitude.min, l.latitude.max, m.latitude),
      longitude: optionalNumber(l.longitude.min, l.longitude.max, m.longitude),
      published: z._default(z.boolean(wrongType), true),
    },
    wrongType,
  )
  .check(
    altTextWithImage('image_url', 'image_alt'),
    z.refine((values) => (values.latitude === null) === (values.longitude === null), {
      message: m.coordinatesPair,
      path: ['latitude'],
    }),
  );

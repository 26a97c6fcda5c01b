import { z } from 'zod/mini';
import { Constants } from '../database.types.ts';
import { fieldMessages } from '../lib/field-messages.ts';
import {
  altTextWithImage,
  optionalImageUrl,
  optionalMoment,
  optionalText,
  plainText,
  requiredText,
  slugField,
  textList,
  unpublishAfterPublish,
  wholeNumber,
  wrongType,
} from '../lib/form-fields.ts';
import { packageMessages as m } from './package-messages.ts';
import { packageLimits as l } from '../content-types/limits.ts';

/** One day of a package's itinerary (the shape `packages_itinerary_shape` checks). */
export const itineraryDaySchema = z.object(
  {
    day: wholeNumber(l.days.min, l.days.max, m.itineraryDay),
    title: requiredText(200, { required: m.itineraryTitle, tooLong: m.itineraryTitle }),
    description: plainText(5000, m.itineraryDescription),
    accommodation: optionalText(200, m.itineraryAccommodation),
    meals: plainText(200, m.itineraryMeals),
  },
  wrongType,
);

/**
 * The admin package form (create and edit), mirroring the packages table's constraints.
 * Field names are the column names, so a database refusal lands next to the same field.
 */
export const packageInputSchema = z
  .object(
    {
      slug: slugField(),
      title: requiredText(l.title.max, { required: m.titleRequired, tooLong: m.titleTooLong }),
      description: plainText(l.description.max, m.descriptionTooLong),
      price_usd: z.number({ error: m.price }).check(
        z.gte(l.price_usd.min, m.price),
        z.lte(l.price_usd.max, m.price),
        // Whole dollars, as the public pages show them and the database requires.
        z.refine((price) => Number.isInteger(price), m.priceWholeDollars),
      ),
      price_basis: plainText(l.price_basis.max, m.priceBasisTooLong),
      best_time: plainText(l.best_time.max, m.bestTimeTooLong),
      duration: requiredText(l.duration.max, {
        required: m.durationRequired,
        tooLong: m.durationTooLong,
      }),
      days: wholeNumber(l.days.min, l.days.max, m.days),
      category: z.enum(Constants.public.Enums.package_category, { error: m.category }),
      image_url: optionalImageUrl(),
      image_alt: optionalText(l.image_alt.max, fieldMessages.imageAltTooLong),
      highlights: textList({
        ...l.highlights,
        tooMany: m.highlightsTooMany,
        tooLong: m.highlightsTooLong,
      }),
      itinerary: z._default(
        z.array(itineraryDaySchema, wrongType).check(
          z.maxLength(l.itinerary.maxItems, m.itineraryTooLong),
          z.refine(
            (days) => new TextEncoder().encode(JSON.stringify(days)).length <= l.itinerary.maxBytes,
            m.itineraryTooBig,
          ),
        ),
        [],
      ),
      inclusions: textList({
        ...l.inclusions,
        tooMany: m.inclusionsTooMany,
        tooLong: m.inclusionsTooLong,
      }),
      exclusions: textList({
        ...l.exclusions,
        tooMany: m.exclusionsTooMany,
        tooLong: m.exclusionsTooLong,
      }),
      published: z._default(z.boolean(wrongType), false),
      publish_at: optionalMoment(),
      unpublish_at: optionalMoment(),
      sort_order: z._default(z.number({ error: m.sortOrder }).check(z.int(m.sortOrder)), 0),
    },
    wrongType,
  )
  .check(altTextWithImage('image_url', 'image_alt'), unpublishAfterPublish());

/** What the package form holds. */
export type PackageFormValues = z.input<typeof packageInputSchema>;

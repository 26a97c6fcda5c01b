import { z } from 'zod/mini';
import { Constants } from '../database.types.ts';
import type { ConstraintMessages } from '../lib/data-error.ts';
import { fieldMessages, notFoundMessages } from '../lib/field-messages.ts';
import {
  altTextWithImage,
  galleryField,
  imageFields,
  optionalReference,
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
import { uuidPattern } from '../lib/patterns.ts';
import { packageKeys, searchKeys } from '../keys.ts';
import { defineContentType } from './define.ts';
import { addAtMost, between, keepTo, packageLimits as l, shown, tooLongInTotal } from './limits.ts';
import {
  byTitle,
  columnRules,
  galleryGroup,
  imageGroup,
  nameAndSlug,
  publishedCheckbox,
  recentlyChanged,
  recordRules,
  scheduleItems,
  statusColumn,
} from './layout-parts.ts';

/**
 * One day of a package's itinerary: the form's own limits (the table checks the day's shape and
 * the itinerary's size, `packageLimits.itinerary`).
 */
const d = {
  title: { max: 200 },
  description: { max: 5000 },
  accommodation: { max: 200 },
  meals: { max: 200 },
} as const;

/** What the package form says, also used when the database refuses a value. */
export const packageMessages = {
  notFound: notFoundMessages.package,
  titleRequired: 'Please enter a title.',
  titleTooLong: keepTo('the title', l.title),
  descriptionTooLong: keepTo('the description', l.description),
  price: `Please enter a price in US dollars ${between(l.price_usd)}.`,
  priceWholeDollars: 'Enter the price in whole US dollars, without cents (for example 1250).',
  days: `The number of days must be a whole number ${between(l.days)}.`,
  category: 'Please choose a category.',
  highlightsTooMany: addAtMost('highlights', l.highlights),
  highlightsTooLong: tooLongInTotal('highlights', l.highlights),
  itineraryTooLong: `The itinerary can have at most ${l.itinerary.maxItems} days.`,
  itineraryTooBig: 'The itinerary is too long in total. Please shorten the descriptions.',
  itineraryDay: `Each day needs a day number ${between(l.days)}.`,
  itineraryTitle: `Each day needs a title (${shown(d.title.max)} characters at most).`,
  itineraryDescription: keepTo('each day description', d.description),
  itineraryAccommodation: keepTo('the accommodation name', d.accommodation),
  itineraryMeals: keepTo('the meals', d.meals),
  itineraryLodge: 'Choose a lodge from the list, or none.',
  inclusionsTooMany: addAtMost('inclusions', l.inclusions),
  inclusionsTooLong: tooLongInTotal('inclusions', l.inclusions),
  exclusionsTooMany: addAtMost('exclusions', l.exclusions),
  exclusionsTooLong: tooLongInTotal('exclusions', l.exclusions),
  bestTimeTooLong: keepTo('the best time to go', l.best_time),
  priceBasisTooLong: keepTo('the price basis', l.price_basis),
  highlightsToPublish: 'Add at least one highlight before publishing.',
  itineraryToPublish: 'Add at least one day to the itinerary before publishing.',
  inclusionsToPublish: 'Add at least one inclusion before publishing.',
  sortOrder: 'The sort order must be a whole number.',
  deleted: 'This safari package no longer exists, or you may not delete it.',
} as const;

const m = packageMessages;

/** The packages table's constraints (supabase/migrations/…_packages.sql) as form sentences. */
export const packageConstraints: ConstraintMessages = {
  ...recordRules('packages', { gallery: true, destination: true, schedule: true }),
  ...columnRules('packages', {
    title: { length: m.titleTooLong },
    description: { length: m.descriptionTooLong },
    price_usd: { range: m.price, whole_dollars: m.priceWholeDollars },
    days: { range: m.days },
    best_time: { length: m.bestTimeTooLong },
    price_basis: { length: m.priceBasisTooLong },
    itinerary: {
      shape: m.itineraryTooBig,
      lodge: m.itineraryLodge,
      // docs/product-rules.md#publishing-a-package, as for highlights and inclusions
      published: m.itineraryToPublish,
    },
    highlights: { size: m.highlightsTooLong, published: m.highlightsToPublish },
    inclusions: { size: m.inclusionsTooLong, published: m.inclusionsToPublish },
    exclusions: { size: m.exclusionsTooLong },
  }),
};

/** One day of a package's itinerary (the shape `packages_itinerary_shape` checks). */
export const itineraryDaySchema = z.object(
  {
    day: wholeNumber(l.days.min, l.days.max, m.itineraryDay),
    title: requiredText(d.title.max, { required: m.itineraryTitle, tooLong: m.itineraryTitle }),
    description: plainText(d.description.max, m.itineraryDescription),
    accommodation: optionalText(d.accommodation.max, m.itineraryAccommodation),
    /** The lodge page the day links to (`packages_itinerary_lodge`); null or absent: none. */
    accommodation_id: z.optional(
      z.pipe(
        z.nullish(
          z.union([z.literal(''), z.string().check(z.regex(uuidPattern, m.itineraryLodge))]),
        ),
        z.transform((value: string | null | undefined) => value || null),
      ),
    ),
    meals: plainText(d.meals.max, m.itineraryMeals),
  },
  wrongType,
);

/**
 * The admin package form (create and edit), mirroring the packages table's constraints.
 * Field names are the column names, so a database refusal lands next to the same field. The
 * duration text travellers read is not asked for: the database derives it from `days`
 * (supabase/migrations/20261128050000_package_duration_from_days.sql).
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
      days: wholeNumber(l.days.min, l.days.max, m.days),
      category: z.enum(Constants.public.Enums.package_category, { error: m.category }),
      destination_id: optionalReference(fieldMessages.destinationGone),
      ...imageFields(),
      gallery: galleryField(),
      highlights: textList(l.highlights, m.highlightsTooMany, m.highlightsTooLong),
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
      inclusions: textList(l.inclusions, m.inclusionsTooMany, m.inclusionsTooLong),
      exclusions: textList(l.exclusions, m.exclusionsTooMany, m.exclusionsTooLong),
      published: z._default(z.boolean(wrongType), false),
      publish_at: optionalMoment(),
      unpublish_at: optionalMoment(),
      sort_order: z._default(z.number({ error: m.sortOrder }).check(z.int(m.sortOrder)), 0),
    },
    wrongType,
  )
  .check(altTextWithImage('image_url', 'image_alt', 'image_decorative'), unpublishAfterPublish());

/** What the package form holds. */
export type PackageFormValues = z.input<typeof packageInputSchema>;

/** Safari packages: /safaris on the site, /admin/packages in the admin. */
export const packagesType = defineContentType({
  table: 'packages',
  key: packageKeys.all[0],
  path: 'packages',
  schema: packageInputSchema,
  limits: l,
  messages: packageMessages,
  constraints: packageConstraints,
  list: { order: [['sort_order'], ['title']] },
  alsoInvalidates: [searchKeys.all],
  admin: {
    nameField: 'title',
    what: 'safari package',
    list: {
      title: 'Safari packages',
      description: 'Create, edit and publish the safaris travellers can book.',
      noun: 'package',
      search: ['title', 'slug', 'category', 'duration'],
      sorts: [
        { id: 'order', label: 'Site order', by: [['sort_order'], ['title']] },
        byTitle,
        recentlyChanged,
        { id: 'price', label: 'Price (low to high)', by: [['price_usd']] },
      ],
      states: 'published',
      columns: [
        { header: 'Title', field: 'title', kind: 'link' },
        { header: 'Duration', field: 'duration', kind: 'text' },
        { header: 'Price', field: 'price_usd', kind: 'money' },
        statusColumn,
      ],
    },
    form: {
      newLabel: 'New package',
      slugFrom: 'title',
      defaults: { published: false, sort_order: 0, image_decorative: false },
      items: [
        {
          kind: 'fieldset',
          legend: 'Basics',
          items: [
            ...nameAndSlug('title', 'Title'),
            { kind: 'textarea', name: 'description', label: 'Description', rows: 6 },
            {
              kind: 'textarea',
              name: 'best_time',
              label: 'Best time to go',
              rows: 2,
              description:
                'The seasons you recommend and why, for example "June to September, the long dry season". Empty: not shown.',
            },
            {
              kind: 'columns',
              items: [
                {
                  kind: 'select',
                  name: 'category',
                  label: 'Category',
                  required: true,
                  options: 'package-categories',
                },
                {
                  kind: 'select',
                  name: 'destination_id',
                  label: 'Destination',
                  options: 'destinations',
                  placeholder: 'None',
                  description: 'The destination page that lists this safari.',
                },
                {
                  kind: 'money',
                  name: 'price_usd',
                  label: 'Price per person (USD)',
                  required: true,
                },
                {
                  kind: 'text',
                  name: 'price_basis',
                  label: 'Price basis',
                  description:
                    'What the price covers, for example "per person sharing, based on two travellers". Empty: "per person".',
                },
                {
                  // Asked once: the database derives the duration travellers read ("3 days /
                  // 2 nights") from it (docs/product-rules.md#entities).
                  kind: 'number',
                  name: 'days',
                  label: 'Number of days',
                  required: true,
                  description: 'Travellers read it as "3 days / 2 nights".',
                },
              ],
            },
          ],
        },
        imageGroup(
          'Package image',
          'packages',
          'What the picture shows, for visitors who cannot see it. Required with an image, unless it is decorative.',
        ),
        galleryGroup('packages'),
        {
          kind: 'list',
          name: 'highlights',
          label: 'Highlights',
          itemLabel: 'Highlight',
          description: 'Cards show the first two.',
        },
        { kind: 'itinerary', name: 'itinerary' },
        {
          kind: 'list',
          name: 'inclusions',
          label: 'Included',
          itemLabel: 'Inclusion',
        },
        {
          kind: 'list',
          name: 'exclusions',
          label: 'Not included',
          itemLabel: 'Exclusion',
        },
        {
          kind: 'fieldset',
          legend: 'Publishing',
          items: [
            publishedCheckbox('packages', '; unpublished ones are drafts only staff can see'),
            ...scheduleItems('packages'),
            {
              kind: 'number',
              name: 'sort_order',
              label: 'Sort order',
              description: 'Lower numbers come first in lists.',
            },
          ],
        },
      ],
    },
  },
});

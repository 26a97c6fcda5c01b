import { z } from 'zod/mini';
import { Constants } from '../database.types.ts';
import type { ConstraintMessages } from '../lib/data-error.ts';
import { fieldMessages, notFoundMessages } from '../lib/field-messages.ts';
import {
  altTextWithImage,
  galleryField,
  imageFields,
  optionalNumber,
  optionalReference,
  optionalText,
  slugField,
  textList,
  wrongType,
} from '../lib/form-fields.ts';
import { accommodationKeys, searchKeys } from '../keys.ts';
import { defineContentType } from './define.ts';
import { accommodationLimits as l, addAtMost, between, tooLongInTotal } from './limits.ts';
import {
  byName,
  columnRules,
  galleryGroup,
  imageGroup,
  nameAndSlug,
  publishedCheckbox,
  recentlyChanged,
  recordRules,
  statusColumn,
} from './layout-parts.ts';
import {
  bothCoordinatesOrNeither,
  mapPositionFields,
  placeMessages,
  placeRules,
  placeTextFields,
} from './place-parts.ts';

/** What the accommodation form says, also used when the database refuses a value. */
export const accommodationMessages = {
  notFound: notFoundMessages.accommodation,
  deleted: 'This accommodation no longer exists, or you may not delete it.',
  ...placeMessages(l),
  nameTaken: 'An accommodation with this name already exists.',
  priceRangeTooLong: `Keep the price range to ${l.price_range.max} characters or fewer, for example "$250 - $450 per night".`,
  type: 'Please choose a type: lodge, camp, hotel or guesthouse.',
  rating: `The rating must be ${between(l.rating)}, with at most one decimal (for example 4.5).`,
  amenitiesTooMany: addAtMost('amenities', l.amenities),
  amenitiesTooLong: tooLongInTotal('amenities', l.amenities),
} as const;

const m = accommodationMessages;

/** The accommodations table's constraints as form sentences. */
const accommodationConstraints: ConstraintMessages = {
  ...recordRules('accommodations', { gallery: true, destination: true }),
  ...placeRules('accommodations', m),
  ...columnRules('accommodations', {
    price_range: { length: m.priceRangeTooLong },
    rating: { range: m.rating },
    amenities: { size: m.amenitiesTooLong },
  }),
};

/** The admin accommodation form (create and edit), mirroring the accommodations table. */
export const accommodationInputSchema = z
  .object(
    {
      slug: slugField(),
      ...placeTextFields(l, m),
      price_range: optionalText(l.price_range.max, m.priceRangeTooLong),
      type: z.enum(Constants.public.Enums.accommodation_type, { error: m.type }),
      destination_id: optionalReference(fieldMessages.destinationGone),
      // numeric(2, 1): one decimal.
      rating: optionalNumber(l.rating.min, l.rating.max, m.rating).check(
        z.refine(
          (rating) => rating === null || Math.abs(rating * 10 - Math.round(rating * 10)) < 1e-6,
          m.rating,
        ),
      ),
      ...imageFields(),
      gallery: galleryField(),
      amenities: textList(l.amenities, m.amenitiesTooMany, m.amenitiesTooLong),
      ...mapPositionFields(l, m),
      published: z._default(z.boolean(wrongType), true),
    },
    wrongType,
  )
  .check(
    altTextWithImage('image_url', 'image_alt', 'image_decorative'),
    bothCoordinatesOrNeither(m),
  );

/** The accommodation types with their names. */
const accommodationTypes = [
  { id: 'lodge', label: 'Lodge' },
  { id: 'camp', label: 'Camp' },
  { id: 'hotel', label: 'Hotel' },
  { id: 'guesthouse', label: 'Guesthouse' },
] as const;

/** Accommodations: /accommodations on the site, /admin/accommodations in the admin. */
export const accommodationsType = defineContentType({
  table: 'accommodations',
  key: accommodationKeys.all[0],
  path: 'accommodations',
  schema: accommodationInputSchema,
  limits: l,
  messages: accommodationMessages,
  constraints: accommodationConstraints,
  list: { order: [['name']] },
  alsoInvalidates: [searchKeys.all],
  admin: {
    nameField: 'name',
    what: 'accommodation',
    list: {
      title: 'Accommodations',
      description: 'Lodges, camps, hotels and guesthouses, with their map positions.',
      noun: 'accommodation',
      search: ['name', 'location', 'type', 'slug'],
      sorts: [
        byName,
        recentlyChanged,
        { id: 'rating', label: 'Rating (high to low)', by: [['rating', 'desc']] },
      ],
      states: 'published',
      columns: [
        { header: 'Name', field: 'name', kind: 'link' },
        { header: 'Type', field: 'type', kind: 'option', options: accommodationTypes },
        { header: 'Location', field: 'location', kind: 'text' },
        statusColumn,
      ],
    },
    form: {
      slugFrom: 'name',
      defaults: { published: true, image_decorative: false },
      items: [
        {
          kind: 'fieldset',
          legend: 'Basics',
          items: [
            ...nameAndSlug('name', 'Name'),
            {
              kind: 'columns',
              items: [
                {
                  kind: 'select',
                  name: 'type',
                  label: 'Type',
                  required: true,
                  options: accommodationTypes,
                },
                {
                  kind: 'number',
                  name: 'rating',
                  label: 'Rating (0 to 5)',
                  step: 0.1,
                  decimals: 1,
                },
                {
                  kind: 'text',
                  name: 'price_range',
                  label: 'Price range',
                  description: 'For example "$250 - $450 per night".',
                },
                { kind: 'text', name: 'location', label: 'Location' },
                {
                  kind: 'select',
                  name: 'destination_id',
                  label: 'Destination',
                  options: 'destinations',
                  placeholder: 'None',
                  description: 'The destination page that lists this place.',
                },
              ],
            },
            { kind: 'textarea', name: 'description', label: 'Description', rows: 6 },
          ],
        },
        imageGroup('Accommodation image', 'accommodations'),
        galleryGroup('accommodations'),
        { kind: 'list', name: 'amenities', label: 'Amenities', itemLabel: 'Amenity' },
        { kind: 'location' },
        publishedCheckbox('accommodations'),
      ],
    },
  },
});

import { z } from 'zod/mini';
import type { ConstraintMessages } from '../lib/data-error.ts';
import { notFoundMessages } from '../lib/field-messages.ts';
import {
  altTextWithImage,
  galleryField,
  imageFields,
  slugField,
  textList,
  wrongType,
} from '../lib/form-fields.ts';
import { destinationKeys, searchKeys } from '../keys.ts';
import { defineContentType } from './define.ts';
import { addAtMost, destinationLimits as l, tooLongInTotal } from './limits.ts';
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

/** What the destination form says, also used when the database refuses a value. */
export const destinationMessages = {
  notFound: notFoundMessages.destination,
  deleted: 'This destination no longer exists, or you may not delete it.',
  ...placeMessages(l),
  nameTaken: 'A destination with this name already exists.',
  highlightsTooMany: addAtMost('highlights', l.highlights),
  highlightsTooLong: tooLongInTotal('highlights', l.highlights),
} as const;

const m = destinationMessages;

/** The destinations table's constraints as form sentences. */
const destinationConstraints: ConstraintMessages = {
  ...recordRules('destinations', { gallery: true }),
  ...placeRules('destinations', m),
  ...columnRules('destinations', { highlights: { size: m.highlightsTooLong } }),
};

/** The admin destination form (create and edit), mirroring the destinations table. */
export const destinationInputSchema = z
  .object(
    {
      slug: slugField(),
      ...placeTextFields(l, m),
      ...imageFields(),
      gallery: galleryField(),
      highlights: textList(l.highlights, m.highlightsTooMany, m.highlightsTooLong),
      ...mapPositionFields(l, m),
      published: z._default(z.boolean(wrongType), true),
    },
    wrongType,
  )
  .check(
    altTextWithImage('image_url', 'image_alt', 'image_decorative'),
    bothCoordinatesOrNeither(m),
  );

/** Destinations: /destinations on the site, /admin/destinations in the admin. */
export const destinationsType = defineContentType({
  table: 'destinations',
  key: destinationKeys.all[0],
  path: 'destinations',
  schema: destinationInputSchema,
  limits: l,
  messages: destinationMessages,
  constraints: destinationConstraints,
  list: { order: [['name']] },
  alsoInvalidates: [searchKeys.all],
  admin: {
    nameField: 'name',
    what: 'destination',
    list: {
      title: 'Destinations',
      description: 'The parks and places the safaris visit.',
      noun: 'destination',
      search: ['name', 'location', 'slug'],
      sorts: [byName, recentlyChanged],
      states: 'published',
      columns: [
        { header: 'Name', field: 'name', kind: 'link' },
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
              kind: 'text',
              name: 'location',
              label: 'Location',
              description: 'The region and country, shown under the name on the destination card.',
            },
            { kind: 'textarea', name: 'description', label: 'Description', rows: 6 },
          ],
        },
        imageGroup('Destination image', 'destinations'),
        galleryGroup('destinations'),
        {
          kind: 'list',
          name: 'highlights',
          label: 'Highlights',
          itemLabel: 'Highlight',
        },
        { kind: 'location' },
        publishedCheckbox('destinations'),
      ],
    },
  },
});

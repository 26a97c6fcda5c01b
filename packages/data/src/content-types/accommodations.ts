import {
  accommodationConstraints,
  accommodationMessages,
} from '../accommodations/accommodation-messages.ts';
import { accommodationInputSchema } from '../accommodations/accommodation.schema.ts';
import { searchKeys } from '../search/keys.ts';
import { defineContentType } from './define.ts';
import { accommodationLimits } from './limits.ts';
import {
  byName,
  goesLive,
  imageGroup,
  nameAndSlug,
  recentlyChanged,
  statusColumn,
} from './layout-parts.ts';

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
  key: 'accommodations',
  path: 'accommodations',
  labels: {
    new: 'New accommodation',
    edit: 'Edit accommodation',
    plural: 'accommodations',
    heading: (row) => `Edit ${row.name}`,
  },
  schema: accommodationInputSchema,
  limits: accommodationLimits,
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
      create: 'New accommodation',
      publicPage: 'accommodations',
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
      newLabel: 'New accommodation',
      createLabel: 'Create accommodation',
      created: 'Accommodation created.',
      saved: 'Accommodation saved.',
      slugFrom: 'name',
      defaults: { published: true },
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
                  min: 0,
                  max: 5,
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
              ],
            },
            { kind: 'textarea', name: 'description', label: 'Description', rows: 6 },
          ],
        },
        imageGroup('Accommodation image', 'accommodations'),
        { kind: 'list', name: 'amenities', label: 'Amenities', itemLabel: 'Amenity', maxItems: 40 },
        { kind: 'location' },
        {
          kind: 'checkbox',
          name: 'published',
          label: 'Published',
          description: `${goesLive('accommodations')}.`,
        },
      ],
    },
  },
});

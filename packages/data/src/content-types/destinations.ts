import {
  destinationConstraints,
  destinationMessages,
} from '../destinations/destination-messages.ts';
import { destinationInputSchema } from '../destinations/destination.schema.ts';
import { searchKeys } from '../search/keys.ts';
import { defineContentType } from './define.ts';
import { destinationLimits } from './limits.ts';
import {
  byName,
  goesLive,
  imageGroup,
  nameAndSlug,
  recentlyChanged,
  statusColumn,
} from './layout-parts.ts';

/** Destinations: /destinations on the site, /admin/destinations in the admin. */
export const destinationsType = defineContentType({
  table: 'destinations',
  key: 'destinations',
  path: 'destinations',
  labels: {
    new: 'New destination',
    edit: 'Edit destination',
    plural: 'destinations',
    heading: (row) => `Edit ${row.name}`,
  },
  schema: destinationInputSchema,
  limits: destinationLimits,
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
      create: 'New destination',
      publicPage: 'destinations',
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
      newLabel: 'New destination',
      createLabel: 'Create destination',
      created: 'Destination created.',
      saved: 'Destination saved.',
      slugFrom: 'name',
      defaults: { published: true },
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
              description: 'For example: South-western Uganda',
            },
            { kind: 'textarea', name: 'description', label: 'Description', rows: 6 },
          ],
        },
        imageGroup('Destination image', 'destinations'),
        {
          kind: 'list',
          name: 'highlights',
          label: 'Highlights',
          itemLabel: 'Highlight',
          maxItems: 20,
        },
        {
          kind: 'checkbox',
          name: 'published',
          label: 'Published',
          description: `${goesLive('destinations')}.`,
        },
      ],
    },
  },
});

import {
  destinationConstraints,
  destinationMessages,
} from '../destinations/destination-messages.ts';
import { destinationInputSchema } from '../destinations/destination.schema.ts';
import { searchKeys } from '../search/keys.ts';
import { defineContentType } from './define.ts';

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
      sorts: [
        { id: 'name', label: 'Name (A to Z)', by: [['name']] },
        { id: 'updated', label: 'Recently changed', by: [['updated_at', 'newest']] },
      ],
      states: 'published',
      columns: [
        { header: 'Name', field: 'name', kind: 'link' },
        { header: 'Location', field: 'location', kind: 'text' },
        { header: 'Status', field: 'published', kind: 'state' },
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
            { kind: 'text', name: 'name', label: 'Name', required: true },
            {
              kind: 'text',
              name: 'slug',
              label: 'Slug',
              required: true,
              description:
                'Lowercase words joined by hyphens; made from the name, and you can change it.',
            },
            {
              kind: 'text',
              name: 'location',
              label: 'Location',
              description: 'For example: South-western Uganda',
            },
            { kind: 'textarea', name: 'description', label: 'Description', rows: 6 },
          ],
        },
        {
          kind: 'fieldset',
          legend: 'Image',
          items: [
            {
              kind: 'image',
              name: 'image_url',
              label: 'Destination image',
              folder: 'destinations',
            },
            {
              kind: 'text',
              name: 'image_alt',
              label: 'Image description (alt text)',
              description: 'What the picture shows. Required with an image.',
            },
          ],
        },
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
          description:
            'Published destinations go live on the site with the next build, about a minute after saving.',
        },
      ],
    },
  },
});

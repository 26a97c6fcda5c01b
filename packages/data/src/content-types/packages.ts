import { packageConstraints, packageMessages } from '../packages/package-messages.ts';
import { packageInputSchema } from '../packages/package.schema.ts';
import { searchKeys } from '../search/keys.ts';
import { defineContentType } from './define.ts';
import { packageLimits } from './limits.ts';
import {
  byTitle,
  goesLive,
  imageGroup,
  nameAndSlug,
  recentlyChanged,
  scheduleItems,
  statusColumn,
} from './layout-parts.ts';

/** Safari packages: /safaris on the site, /admin/packages in the admin. */
export const packagesType = defineContentType({
  table: 'packages',
  key: 'packages',
  path: 'packages',
  labels: {
    new: 'New safari package',
    edit: 'Edit safari package',
    plural: 'packages',
    heading: (row) => `Edit ${row.title}`,
  },
  schema: packageInputSchema,
  limits: packageLimits,
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
      create: 'New package',
      publicPage: 'packages',
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
      createLabel: 'Create package',
      created: 'Package created.',
      saved: 'Package saved.',
      slugFrom: 'title',
      defaults: { published: false, sort_order: 0 },
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
                  kind: 'money',
                  name: 'price_usd',
                  label: 'Price per person (USD)',
                  required: true,
                  min: 0,
                  max: 1_000_000,
                },
                {
                  kind: 'text',
                  name: 'price_basis',
                  label: 'Price basis',
                  description:
                    'What the price covers, for example "per person sharing, based on two travellers". Empty: "per person".',
                },
                {
                  kind: 'text',
                  name: 'duration',
                  label: 'Duration',
                  required: true,
                  description: 'As shown to travellers, for example "3 days / 2 nights".',
                },
                {
                  kind: 'number',
                  name: 'days',
                  label: 'Number of days',
                  required: true,
                  min: 1,
                  max: 60,
                },
              ],
            },
          ],
        },
        imageGroup(
          'Package image',
          'packages',
          'What the picture shows, for visitors who cannot see it. Required with an image.',
        ),
        {
          kind: 'list',
          name: 'highlights',
          label: 'Highlights',
          itemLabel: 'Highlight',
          description: 'Cards show the first two.',
          maxItems: 20,
        },
        { kind: 'itinerary', name: 'itinerary' },
        {
          kind: 'list',
          name: 'inclusions',
          label: 'Included',
          itemLabel: 'Inclusion',
          maxItems: 40,
        },
        {
          kind: 'list',
          name: 'exclusions',
          label: 'Not included',
          itemLabel: 'Exclusion',
          maxItems: 40,
        },
        {
          kind: 'fieldset',
          legend: 'Publishing',
          items: [
            {
              kind: 'checkbox',
              name: 'published',
              label: 'Published',
              description: `${goesLive('packages')}; unpublished ones are drafts only staff can see.`,
            },
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

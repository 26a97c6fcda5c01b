import { galleryConstraints, galleryMessages } from '../gallery/gallery-messages.ts';
import { galleryImageInputSchema } from '../gallery/gallery-image.schema.ts';
import { defineContentType } from './define.ts';
import { galleryLimits } from './limits.ts';
import { byTitle, newestFirst } from './layout-parts.ts';

/** Gallery images: /gallery on the site, /admin/gallery in the admin. */
export const galleryType = defineContentType({
  table: 'gallery',
  key: 'gallery',
  path: 'gallery',
  labels: {
    new: 'New gallery photo',
    edit: 'Edit photo',
    plural: 'photos',
    heading: (row) => `Edit ${row.title}`,
  },
  schema: galleryImageInputSchema,
  limits: galleryLimits,
  messages: galleryMessages,
  constraints: galleryConstraints,
  list: { order: [['sort_order'], ['created_at', false]] },
  admin: {
    nameField: 'title',
    what: 'photo',
    editTitle: 'Edit gallery photo',
    list: {
      title: 'Gallery',
      description: 'The photos on the gallery page, each with a title and a description.',
      noun: 'photo',
      create: 'Add photo',
      publicPage: 'gallery',
      search: ['title', 'alt'],
      sorts: [
        { id: 'order', label: 'Gallery order', by: [['sort_order'], ['title']] },
        newestFirst,
        byTitle,
      ],
      states: 'none',
      columns: [
        { header: 'Photo', field: 'image_url', kind: 'image', alt: 'alt' },
        { header: 'Title', field: 'title', kind: 'link' },
        { header: 'Order', field: 'sort_order', kind: 'text' },
      ],
    },
    form: {
      newLabel: 'New gallery photo',
      createLabel: 'Add photo',
      created: 'Photo added to the gallery.',
      saved: 'Photo saved.',
      defaults: { sort_order: 0 },
      items: [
        {
          kind: 'fieldset',
          legend: 'Photo',
          items: [
            { kind: 'image', name: 'image_url', label: 'Photo', folder: 'gallery', required: true },
            { kind: 'text', name: 'title', label: 'Title', required: true },
            {
              kind: 'text',
              name: 'alt',
              label: 'Description (alt text)',
              required: true,
              description: 'What the photo shows, for visitors who cannot see it.',
            },
            {
              kind: 'number',
              name: 'sort_order',
              label: 'Sort order',
              description: 'Lower numbers come first in the gallery.',
            },
          ],
        },
      ],
    },
  },
});

import { galleryConstraints, galleryMessages } from '../gallery/gallery-messages.ts';
import { galleryImageInputSchema } from '../gallery/gallery-image.schema.ts';
import { defineContentType } from './define.ts';
import { galleryLimits } from './limits.ts';

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
});

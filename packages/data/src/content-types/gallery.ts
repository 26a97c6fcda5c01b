import { z } from 'zod/mini';
import type { ConstraintMessages } from '../lib/data-error.ts';
import { fieldMessages } from '../lib/field-messages.ts';
import {
  focalCoordinate,
  optionalText,
  requiredImageUrl,
  requiredText,
  wrongType,
} from '../lib/form-fields.ts';
import { galleryKeys } from '../keys.ts';
import { defineContentType } from './define.ts';
import { galleryLimits as l, keepTo } from './limits.ts';
import { byTitle, columnRules, focalOf, newestFirst } from './layout-parts.ts';

/** What the gallery form says, also used when the database refuses a value. */
export const galleryMessages = {
  notFound: 'This gallery image could not be found.',
  deleted: 'This gallery image no longer exists, or you may not delete it.',
  titleRequired: 'Please enter a title.',
  titleTooLong: keepTo('the title', l.title),
  imageRequired: 'Please upload an image or enter its address.',
  sortOrder: 'The sort order must be a whole number.',
  creditTooLong: keepTo('the photo credit', l.credit),
} as const;

const m = galleryMessages;

/** The gallery table's constraints as form sentences. */
const galleryConstraints: ConstraintMessages = {
  ...columnRules('gallery', {
    title: { length: m.titleTooLong },
    image_url: { format: fieldMessages.imageUrlFormat },
    alt: { length: fieldMessages.imageAltRequired },
    credit: { length: m.creditTooLong },
  }),
  // A focal point out of range shows at the picture it belongs to.
  gallery_image_focal_x_range: { field: 'image_url', message: fieldMessages.focalPoint },
  gallery_image_focal_y_range: { field: 'image_url', message: fieldMessages.focalPoint },
};

/** The admin gallery image form, mirroring the gallery table (alt text is required). */
export const galleryImageInputSchema = z.object(
  {
    title: requiredText(l.title.max, { required: m.titleRequired, tooLong: m.titleTooLong }),
    image_url: requiredImageUrl(m.imageRequired),
    image_focal_x: focalCoordinate(),
    image_focal_y: focalCoordinate(),
    alt: requiredText(l.alt.max, {
      required: fieldMessages.imageAltRequired,
      tooLong: fieldMessages.imageAltTooLong,
    }),
    credit: optionalText(l.credit.max, m.creditTooLong),
    sort_order: z._default(z.number({ error: m.sortOrder }).check(z.int(m.sortOrder)), 0),
  },
  wrongType,
);

/** Gallery images: /gallery on the site, /admin/gallery in the admin. */
export const galleryType = defineContentType({
  table: 'gallery',
  key: galleryKeys.all[0],
  path: 'gallery',
  labels: { new: 'New gallery photo' },
  schema: galleryImageInputSchema,
  limits: l,
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
      createLabel: 'Add photo',
      created: 'Photo added to the gallery.',
      defaults: { sort_order: 0 },
      items: [
        {
          kind: 'fieldset',
          legend: 'Photo',
          items: [
            {
              kind: 'image',
              name: 'image_url',
              label: 'Photo',
              folder: 'gallery',
              required: true,
              focal: focalOf('image'),
            },
            { kind: 'text', name: 'title', label: 'Title', required: true },
            {
              kind: 'text',
              name: 'alt',
              label: 'Description (alt text)',
              required: true,
              description: 'What the photo shows, for visitors who cannot see it.',
            },
            {
              kind: 'text',
              name: 'credit',
              label: 'Photo credit',
              description:
                'Who took the photo, shown with it as "Photo: …". Leave empty for your own.',
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

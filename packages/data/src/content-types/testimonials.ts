import {
  testimonialConstraints,
  testimonialMessages,
} from '../testimonials/testimonial-messages.ts';
import { z } from 'zod/mini';
import { optionalImageUrl, wrongType } from '../lib/form-fields.ts';
import { testimonialInputSchema } from '../testimonials/testimonial.schema.ts';
import { testimonialKeys } from '../keys.ts';
import { defineContentType } from './define.ts';
import { testimonialLimits } from './limits.ts';
import { byName, newestFirst } from './layout-parts.ts';

/** The admin testimonial form: the public fields plus a photo and the approval. */
export const testimonialAdminInputSchema = z.extend(testimonialInputSchema, {
  image_url: optionalImageUrl(),
  /** An admin typing in a guest's words publishes them. @default true */
  approved: z._default(z.boolean(wrongType), true),
});

/** Testimonials: /testimonials on the site (approved ones), /admin/testimonials in the admin. */
export const testimonialsType = defineContentType({
  table: 'testimonials',
  key: testimonialKeys.all[0],
  path: 'testimonials',
  labels: {
    heading: (row) => `Testimonial from ${row.name}`,
  },
  schema: testimonialAdminInputSchema,
  limits: testimonialLimits,
  messages: testimonialMessages,
  constraints: testimonialConstraints,
  list: { order: [['created_at', false]] },
  admin: {
    nameField: 'name',
    what: 'testimonial',
    editLabel: 'Edit the testimonial from {name}',
    list: {
      title: 'Testimonials',
      description:
        "Guests' words. Submissions from the site wait here until approved; rejecting one deletes it.",
      noun: 'testimonial',
      search: ['name', 'country', 'content'],
      sorts: [
        newestFirst,
        byName,
        { id: 'rating', label: 'Rating (high to low)', by: [['rating', 'desc']] },
      ],
      states: 'approved',
      columns: [
        { header: 'From', field: 'name', kind: 'link', detail: 'country' },
        { header: 'Rating', field: 'rating', kind: 'stars' },
        { header: 'Text', field: 'content', kind: 'excerpt' },
        { header: 'Received', field: 'created_at', kind: 'date' },
        {
          header: 'Status',
          field: 'approved',
          kind: 'state',
          onLabel: 'Approved',
          offLabel: 'Awaiting approval',
        },
      ],
      action: 'approve',
    },
    form: {
      defaults: { approved: true },
      items: [
        {
          kind: 'fieldset',
          legend: 'The guest',
          items: [
            {
              kind: 'columns',
              items: [
                { kind: 'text', name: 'name', label: 'Name', required: true },
                { kind: 'text', name: 'country', label: 'Country' },
              ],
            },
            { kind: 'stars', name: 'rating', label: 'Rating', required: true },
            {
              kind: 'select',
              name: 'package_id',
              label: 'Trip reviewed',
              options: 'packages',
              placeholder: 'None: about us in general',
              description:
                'The safari package it is about; its page shows the review once approved.',
            },
            {
              kind: 'textarea',
              name: 'content',
              label: 'What they said',
              required: true,
              rows: 6,
              description: '10 to 2,000 characters.',
            },
          ],
        },
        {
          kind: 'fieldset',
          legend: 'Photo',
          items: [
            { kind: 'image', name: 'image_url', label: 'Guest photo', folder: 'testimonials' },
          ],
        },
        {
          kind: 'checkbox',
          name: 'approved',
          label: 'Approved',
          description:
            'Approved testimonials go live on the site with the next build, about a minute after saving. Submissions from the site arrive unapproved.',
        },
      ],
    },
  },
});

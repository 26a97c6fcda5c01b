import {
  testimonialConstraints,
  testimonialMessages,
} from '../testimonials/testimonial-messages.ts';
import { testimonialAdminInputSchema } from '../testimonials/testimonial.schema.ts';
import { defineContentType } from './define.ts';
import { testimonialLimits } from './limits.ts';

/** Testimonials: /testimonials on the site (approved ones), /admin/testimonials in the admin. */
export const testimonialsType = defineContentType({
  table: 'testimonials',
  key: 'testimonials',
  path: 'testimonials',
  labels: {
    new: 'New testimonial',
    edit: 'Edit testimonial',
    plural: 'testimonials',
    heading: (row) => `Testimonial from ${row.name}`,
  },
  schema: testimonialAdminInputSchema,
  limits: testimonialLimits,
  messages: testimonialMessages,
  constraints: testimonialConstraints,
  list: { order: [['created_at', false]] },
});

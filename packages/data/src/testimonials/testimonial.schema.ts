import { z } from 'zod/mini';
import {
  optionalReference,
  optionalText,
  requiredText,
  wholeNumber,
  wrongType,
} from '../lib/form-fields.ts';
import { testimonialMessages as m } from './testimonial-messages.ts';
import { testimonialLimits as l } from '../content-types/limits.ts';

/**
 * The public "submit a testimonial" form (docs/decisions.md#testimonials: name, rating 1–5, text 10–2000
 * characters, optional country), mirroring the testimonials table's constraints.
 */
export const testimonialInputSchema = z.object(
  {
    name: requiredText(l.name.max, { required: m.nameRequired, tooLong: m.nameTooLong }),
    country: optionalText(l.country.max, m.countryTooLong),
    rating: wholeNumber(l.rating.min, l.rating.max, m.rating),
    content: z
      .string({ error: m.contentRequired })
      .check(
        z.trim(),
        z.minLength(1, m.contentRequired),
        z.minLength(l.content.min, m.contentTooShort),
        z.maxLength(l.content.max, m.contentTooLong),
      ),
    /** The trip it reviews (docs/product-rules.md#reviews-of-a-trip): a package id, or none. */
    package_id: optionalReference(m.packageId),
  },
  wrongType,
);

/** What the public testimonial form holds. */
export type TestimonialFormValues = z.input<typeof testimonialInputSchema>;

import type { ConstraintMessages } from '../lib/data-error.ts';
import { fieldMessages } from '../lib/field-messages.ts';

/** What the testimonial forms say, also used when the database refuses a value. */
export const testimonialMessages = {
  notFound: 'This testimonial could not be found.',
  deleted: 'This testimonial no longer exists, or you may not delete it.',
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Keep your name to 100 characters or fewer.',
  countryTooLong: 'Keep the country to 80 characters or fewer.',
  rating: 'Rating must be between 1 and 5 stars.',
  contentRequired: 'Please tell us about your safari.',
  contentTooShort: 'Please write at least 10 characters.',
  contentTooLong: 'Please keep your testimonial to 2,000 characters or fewer.',
  packageId: 'This safari package is not on our site any more. Please choose another or none.',
} as const;

/** The testimonials table's constraints as form sentences. */
export const testimonialConstraints: ConstraintMessages = {
  testimonials_name_length: { field: 'name', message: testimonialMessages.nameTooLong },
  testimonials_country_length: { field: 'country', message: testimonialMessages.countryTooLong },
  testimonials_rating_range: { field: 'rating', message: testimonialMessages.rating },
  testimonials_content_length: {
    field: 'content',
    message: testimonialMessages.contentTooShort,
  },
  testimonials_image_url_format: { field: 'image_url', message: fieldMessages.imageUrlFormat },
  testimonials_package_id_fkey: { field: 'package_id', message: testimonialMessages.packageId },
};

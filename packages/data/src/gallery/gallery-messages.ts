import type { ConstraintMessages } from '../lib/data-error.ts';
import { fieldMessages } from '../lib/field-messages.ts';

/** What the gallery form says, also used when the database refuses a value. */
export const galleryMessages = {
  notFound: 'This gallery image could not be found.',
  pageNotFound: 'This gallery page does not exist.',
  deleted: 'This gallery image no longer exists, or you may not delete it.',
  titleRequired: 'Please enter a title.',
  titleTooLong: 'Keep the title to 150 characters or fewer.',
  imageRequired: 'Please upload an image or enter its address.',
  sortOrder: 'The sort order must be a whole number.',
} as const;

/** The gallery table's constraints as form sentences. */
export const galleryConstraints: ConstraintMessages = {
  gallery_title_length: { field: 'title', message: galleryMessages.titleTooLong },
  gallery_image_url_format: { field: 'image_url', message: fieldMessages.imageUrlFormat },
  gallery_alt_length: { field: 'alt', message: fieldMessages.imageAltRequired },
};

import type { ConstraintMessages } from '../lib/data-error.ts';
import { fieldMessages } from '../lib/field-messages.ts';

/** What the destination form says, also used when the database refuses a value. */
export const destinationMessages = {
  notFound: 'This destination could not be found.',
  deleted: 'This destination no longer exists, or you may not delete it.',
  nameRequired: 'Please enter a name.',
  nameTooLong: 'Keep the name to 120 characters or fewer.',
  nameTaken: 'A destination with this name already exists.',
  descriptionTooLong: 'Keep the description to 10,000 characters or fewer.',
  locationTooLong: 'Keep the location to 200 characters or fewer.',
  highlightsTooMany: 'Add at most 20 highlights.',
  highlightsTooLong: 'The highlights are too long in total (4,000 characters at most).',
} as const;

/** The destinations table's constraints as form sentences. */
export const destinationConstraints: ConstraintMessages = {
  destinations_slug_key: { field: 'slug', message: fieldMessages.slugTaken },
  destinations_name_key: { field: 'name', message: destinationMessages.nameTaken },
  destinations_slug_format: { field: 'slug', message: fieldMessages.slugFormat },
  destinations_name_length: { field: 'name', message: destinationMessages.nameTooLong },
  destinations_description_length: {
    field: 'description',
    message: destinationMessages.descriptionTooLong,
  },
  destinations_location_length: { field: 'location', message: destinationMessages.locationTooLong },
  destinations_image_url_format: { field: 'image_url', message: fieldMessages.imageUrlFormat },
  destinations_image_alt_length: { field: 'image_alt', message: fieldMessages.imageAltTooLong },
  destinations_highlights_size: {
    field: 'highlights',
    message: destinationMessages.highlightsTooLong,
  },
};

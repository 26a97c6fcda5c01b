// Plain strings (no zod): the error mapping on the read path uses them too.
import {
  addAtMost,
  keepTo,
  recordGalleryLimits,
  sharedLimits,
  shown,
} from '../content-types/limits.ts';

/** Sentences shared by several forms. */
export const fieldMessages = {
  slugRequired: 'Please enter a slug.',
  slugFormat:
    'Use only lowercase letters, numbers and single hyphens, for example gorilla-trekking-3-days.',
  slugTooLong: keepTo('the slug', sharedLimits.slug),
  slugTaken: 'This slug is already in use. Please choose another.',
  imageUrlFormat:
    'Enter a full image address starting with https:// or a site path starting with /.',
  imageUrlTooLong: `The image address is too long (${shown(sharedLimits.imageUrl.max)} characters at most).`,
  imageAltRequired: 'Please describe the image for visitors who cannot see it.',
  imageAltOrDecorative:
    'Please describe the image for visitors who cannot see it, or tick “Decorative” if it adds nothing they need.',
  focalPoint: 'The focal point must lie inside the picture.',
  imageAltTooLong: keepTo('the image description', sharedLimits.imageAlt),
  galleryTooMany: addAtMost('pictures to the gallery', recordGalleryLimits),
  galleryPictureRequired: 'Upload a picture, or remove this entry.',
  galleryShape: 'A gallery picture is not in the expected form. Please upload it again.',
  momentFormat: 'Please enter a date and a time, or leave the field empty.',
  unpublishAfterPublish: 'Choose an unpublish time after the publish time.',
  destinationGone: 'This destination is not on our site any more. Please choose another or none.',
} as const;

/**
 * What a public page says for a record that is not there (the admin's edit form says the same).
 * Here, not in the content-type declarations, so a public page loads no form code.
 */
export const notFoundMessages = {
  package: 'This safari package could not be found.',
  post: 'This blog post could not be found.',
  accommodation: 'This accommodation could not be found.',
  destination: 'This destination could not be found.',
  galleryPage: 'This gallery page does not exist.',
} as const;

import type { ConstraintMessages } from '../lib/data-error.ts';
import { fieldMessages } from '../lib/field-messages.ts';

/** What the package form says, also used when the database refuses a value. */
export const packageMessages = {
  notFound: 'This safari package could not be found.',
  titleRequired: 'Please enter a title.',
  titleTooLong: 'Keep the title to 200 characters or fewer.',
  descriptionTooLong: 'Keep the description to 10,000 characters or fewer.',
  price: 'Please enter a price in US dollars between 0 and 1,000,000.',
  priceWholeDollars: 'Enter the price in whole US dollars, without cents (for example 1250).',
  durationRequired: 'Please enter a duration, for example "3 days / 2 nights".',
  durationTooLong: 'Keep the duration to 60 characters or fewer.',
  days: 'The number of days must be a whole number between 1 and 60.',
  category: 'Please choose a category.',
  highlightsTooMany: 'Add at most 20 highlights.',
  highlightsTooLong: 'The highlights are too long in total (4,000 characters at most).',
  itineraryTooLong: 'The itinerary can have at most 60 days.',
  itineraryTooBig: 'The itinerary is too long in total. Please shorten the descriptions.',
  itineraryDay: 'Each day needs a day number between 1 and 60.',
  itineraryTitle: 'Each day needs a title (200 characters at most).',
  itineraryDescription: 'Keep each day description to 5,000 characters or fewer.',
  itineraryAccommodation: 'Keep the accommodation name to 200 characters or fewer.',
  itineraryMeals: 'Keep the meals to 200 characters or fewer.',
  inclusionsTooMany: 'Add at most 40 inclusions.',
  inclusionsTooLong: 'The inclusions are too long in total (8,000 characters at most).',
  exclusionsTooMany: 'Add at most 40 exclusions.',
  exclusionsTooLong: 'The exclusions are too long in total (8,000 characters at most).',
  bestTimeTooLong: 'Keep the best time to go to 300 characters or fewer.',
  priceBasisTooLong: 'Keep the price basis to 120 characters or fewer.',
  highlightsToPublish: 'Add at least one highlight before publishing.',
  itineraryToPublish: 'Add at least one day to the itinerary before publishing.',
  inclusionsToPublish: 'Add at least one inclusion before publishing.',
  sortOrder: 'The sort order must be a whole number.',
  deleted: 'This safari package no longer exists, or you may not delete it.',
} as const;

/** The packages table's constraints (supabase/migrations/…_packages.sql) as form sentences. */
export const packageConstraints: ConstraintMessages = {
  packages_slug_key: { field: 'slug', message: fieldMessages.slugTaken },
  packages_slug_format: { field: 'slug', message: fieldMessages.slugFormat },
  packages_title_length: { field: 'title', message: packageMessages.titleTooLong },
  packages_description_length: {
    field: 'description',
    message: packageMessages.descriptionTooLong,
  },
  packages_price_usd_range: { field: 'price_usd', message: packageMessages.price },
  packages_price_usd_whole_dollars: {
    field: 'price_usd',
    message: packageMessages.priceWholeDollars,
  },
  packages_duration_length: { field: 'duration', message: packageMessages.durationTooLong },
  packages_days_range: { field: 'days', message: packageMessages.days },
  packages_image_url_format: { field: 'image_url', message: fieldMessages.imageUrlFormat },
  packages_image_alt_length: { field: 'image_alt', message: fieldMessages.imageAltTooLong },
  packages_highlights_size: { field: 'highlights', message: packageMessages.highlightsTooLong },
  packages_itinerary_shape: { field: 'itinerary', message: packageMessages.itineraryTooBig },
  packages_inclusions_size: { field: 'inclusions', message: packageMessages.inclusionsTooLong },
  packages_exclusions_size: { field: 'exclusions', message: packageMessages.exclusionsTooLong },
  packages_best_time_length: { field: 'best_time', message: packageMessages.bestTimeTooLong },
  packages_price_basis_length: {
    field: 'price_basis',
    message: packageMessages.priceBasisTooLong,
  },
  // docs/product-rules.md#publishing-a-package
  packages_highlights_published: {
    field: 'highlights',
    message: packageMessages.highlightsToPublish,
  },
  packages_itinerary_published: { field: 'itinerary', message: packageMessages.itineraryToPublish },
  packages_inclusions_published: {
    field: 'inclusions',
    message: packageMessages.inclusionsToPublish,
  },
  packages_unpublish_at_order: {
    field: 'unpublish_at',
    message: fieldMessages.unpublishAfterPublish,
  },
};

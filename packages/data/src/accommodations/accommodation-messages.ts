import type { ConstraintMessages } from '../lib/data-error.ts';
import { fieldMessages } from '../lib/field-messages.ts';

/** What the accommodation form says, also used when the database refuses a value. */
export const accommodationMessages = {
  notFound: 'This accommodation could not be found.',
  deleted: 'This accommodation no longer exists, or you may not delete it.',
  nameRequired: 'Please enter a name.',
  nameTooLong: 'Keep the name to 120 characters or fewer.',
  nameTaken: 'An accommodation with this name already exists.',
  descriptionTooLong: 'Keep the description to 10,000 characters or fewer.',
  locationTooLong: 'Keep the location to 200 characters or fewer.',
  priceRangeTooLong:
    'Keep the price range to 60 characters or fewer, for example "$250 - $450 per night".',
  type: 'Please choose a type: lodge, camp, hotel or guesthouse.',
  rating: 'The rating must be between 0 and 5, with at most one decimal (for example 4.5).',
  amenitiesTooMany: 'Add at most 40 amenities.',
  amenitiesTooLong: 'The amenities are too long in total (4,000 characters at most).',
  latitude: 'The latitude must be between -90 and 90.',
  longitude: 'The longitude must be between -180 and 180.',
  coordinatesPair: 'Set both latitude and longitude (place the map marker), or neither.',
} as const;

/** The accommodations table's constraints as form sentences. */
export const accommodationConstraints: ConstraintMessages = {
  accommodations_slug_key: { field: 'slug', message: fieldMessages.slugTaken },
  accommodations_name_key: { field: 'name', message: accommodationMessages.nameTaken },
  accommodations_slug_format: { field: 'slug', message: fieldMessages.slugFormat },
  accommodations_name_length: { field: 'name', message: accommodationMessages.nameTooLong },
  accommodations_description_length: {
    field: 'description',
    message: accommodationMessages.descriptionTooLong,
  },
  accommodations_location_length: {
    field: 'location',
    message: accommodationMessages.locationTooLong,
  },
  accommodations_price_range_length: {
    field: 'price_range',
    message: accommodationMessages.priceRangeTooLong,
  },
  accommodations_rating_range: { field: 'rating', message: accommodationMessages.rating },
  accommodations_image_url_format: { field: 'image_url', message: fieldMessages.imageUrlFormat },
  accommodations_image_alt_length: {
    field: 'image_alt',
    message: fieldMessages.imageAltTooLong,
  },
  accommodations_amenities_size: {
    field: 'amenities',
    message: accommodationMessages.amenitiesTooLong,
  },
  accommodations_latitude_range: { field: 'latitude', message: accommodationMessages.latitude },
  accommodations_longitude_range: {
    field: 'longitude',
    message: accommodationMessages.longitude,
  },
  accommodations_coordinates_pair: {
    field: 'latitude',
    message: accommodationMessages.coordinatesPair,
  },
};

import type { Tables } from '@tembo/data';
import type { AccommodationFormValues } from '@tembo/data/admin';

/** The accommodation types with their names. */
export const accommodationTypes = [
  { id: 'lodge', label: 'Lodge' },
  { id: 'camp', label: 'Camp' },
  { id: 'hotel', label: 'Hotel' },
  { id: 'guesthouse', label: 'Guesthouse' },
] as const satisfies readonly { id: Tables<'accommodations'>['type']; label: string }[];

export function emptyAccommodation(): AccommodationFormValues {
  return {
    slug: '',
    name: '',
    description: '',
    location: '',
    price_range: '',
    type: null as unknown as AccommodationFormValues['type'],
    rating: null,
    image_url: '',
    image_alt: '',
    amenities: [],
    latitude: null,
    longitude: null,
    published: true,
  };
}

export function accommodationToValues(row: Tables<'accommodations'>): AccommodationFormValues {
  return {
    slug: row.slug,
    name: row.name,
    description: row.description,
    location: row.location,
    price_range: row.price_range ?? '',
    type: row.type,
    rating: row.rating,
    image_url: row.image_url ?? '',
    image_alt: row.image_alt ?? '',
    amenities: row.amenities,
    latitude: row.latitude,
    longitude: row.longitude,
    published: row.published,
  };
}

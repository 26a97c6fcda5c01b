import type { Tables } from '@tembo/data';
import type { DestinationFormValues } from '@tembo/data/admin';

export function emptyDestination(): DestinationFormValues {
  return {
    slug: '',
    name: '',
    description: '',
    location: '',
    image_url: '',
    image_alt: '',
    highlights: [],
    published: true,
  };
}

export function destinationToValues(row: Tables<'destinations'>): DestinationFormValues {
  return {
    slug: row.slug,
    name: row.name,
    description: row.description,
    location: row.location,
    image_url: row.image_url ?? '',
    image_alt: row.image_alt ?? '',
    highlights: row.highlights,
    published: row.published,
  };
}

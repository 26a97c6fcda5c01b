import { readItinerary, type Tables } from '@tembo/data';
import type { PackageFormValues } from '@tembo/data/admin';

/**
 * A new package: empty, a draft until published. Number fields start empty (null) so the admin
 * types them rather than accepting a made-up default; the schema asks for them.
 */
export function emptyPackage(): PackageFormValues {
  return {
    slug: '',
    title: '',
    description: '',
    price_usd: null as unknown as number,
    duration: '',
    days: null as unknown as number,
    category: null as unknown as PackageFormValues['category'],
    image_url: '',
    image_alt: '',
    highlights: [],
    itinerary: [],
    inclusions: [],
    exclusions: [],
    published: false,
    sort_order: 0,
  };
}

/** A stored package as form values. */
export function packageToValues(row: Tables<'packages'>): PackageFormValues {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    price_usd: row.price_usd,
    duration: row.duration,
    days: row.days,
    category: row.category,
    image_url: row.image_url ?? '',
    image_alt: row.image_alt ?? '',
    highlights: row.highlights,
    itinerary: readItinerary(row.itinerary).map((day) => ({
      ...day,
      accommodation: day.accommodation ?? '',
    })),
    inclusions: row.inclusions,
    exclusions: row.exclusions,
    published: row.published,
    sort_order: row.sort_order,
  };
}

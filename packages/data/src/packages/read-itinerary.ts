import type { Json } from '../database.types.ts';

/** One day of a package's itinerary as the detail page shows it. */
export interface ItineraryDayView {
  day: number;
  title: string;
  description: string;
  accommodation: string | null;
  /** The lodge the night is at, by id (`packages_itinerary_lodge`); null: named in words only. */
  accommodation_id: string | null;
  meals: string;
}

/**
 * `packages.itinerary` (jsonb, typed Json) → the days, in day order. The database guarantees an
 * array of objects with a numeric day and a string title; the other fields are read leniently.
 * Plain code, not zod, so the public detail page does not load the form library.
 */
export function readItinerary(itinerary: Json): ItineraryDayView[] {
  if (!Array.isArray(itinerary)) return [];
  return itinerary
    .flatMap((item) => {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) return [];
      const { day, title, description, accommodation, accommodation_id, meals } = item;
      if (typeof day !== 'number' || typeof title !== 'string') return [];
      return [
        {
          day,
          title,
          description: typeof description === 'string' ? description : '',
          accommodation: typeof accommodation === 'string' ? accommodation : null,
          accommodation_id: typeof accommodation_id === 'string' ? accommodation_id : null,
          meals: typeof meals === 'string' ? meals : '',
        },
      ];
    })
    .sort((a, b) => a.day - b.day);
}

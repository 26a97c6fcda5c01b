import type { ItineraryDayView } from '@tembo/data';

/** A published lodge as the itinerary needs it. */
export interface LodgeRef {
  id: string;
  slug: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

/** One place of a package's route: a lodge with a position, and the days spent there. */
export interface RouteStop {
  name: string;
  slug: string;
  latitude: number;
  longitude: number;
  /** The itinerary's day numbers at this stop, in order. */
  days: number[];
}

/** The published lodge an itinerary day names by id, or null (none, a draft, or deleted). */
export function lodgeOfDay(
  day: Pick<ItineraryDayView, 'accommodation_id'>,
  lodges: readonly LodgeRef[],
): LodgeRef | null {
  if (!day.accommodation_id) return null;
  return lodges.find((lodge) => lodge.id === day.accommodation_id) ?? null;
}

/**
 * The route a package takes: its days' published lodges that have a position, in day order,
 * consecutive nights at one lodge merged into one stop. Returning to a lodge later is a new stop.
 */
export function routeStops(
  itinerary: readonly ItineraryDayView[],
  lodges: readonly LodgeRef[],
): RouteStop[] {
  const stops: RouteStop[] = [];
  for (const day of itinerary) {
    const lodge = lodgeOfDay(day, lodges);
    if (!lodge || lodge.latitude === null || lodge.longitude === null) continue;
    const last = stops.at(-1);
    if (last?.slug === lodge.slug) {
      last.days.push(day.day);
      continue;
    }
    stops.push({
      name: lodge.name,
      slug: lodge.slug,
      latitude: lodge.latitude,
      longitude: lodge.longitude,
      days: [day.day],
    });
  }
  return stops;
}

export interface ProjectedStop extends RouteStop {
  x: number;
  y: number;
}

/**
 * The stops on a `width` × `height` picture, north up: an equirectangular projection with the
 * longitudes shrunk by the cosine of the mean latitude (true enough near the equator, where all
 * of Uganda is), scaled to fit inside `padding` and centred. Also the kilometres of a 100-unit
 * scale bar.
 */
export function projectStops(
  stops: readonly RouteStop[],
  { width, height, padding }: { width: number; height: number; padding: number },
): { stops: ProjectedStop[]; kmPer100: number } {
  const meanLat = stops.reduce((sum, stop) => sum + stop.latitude, 0) / (stops.length || 1);
  const shrink = Math.cos((meanLat * Math.PI) / 180);
  const xs = stops.map((stop) => stop.longitude * shrink);
  const ys = stops.map((stop) => -stop.latitude);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const spanX = Math.max(...xs) - minX;
  const spanY = Math.max(...ys) - minY;
  // Degrees per unit; at least 0.5° across, so two close lodges are not drawn a picture apart.
  const span = Math.max(spanX / (width - 2 * padding), spanY / (height - 2 * padding), 0.5 / width);
  const offsetX = (width - spanX / span) / 2;
  const offsetY = (height - spanY / span) / 2;
  return {
    stops: stops.map((stop, index) => ({
      ...stop,
      x: Math.round((offsetX + ((xs[index] ?? 0) - minX) / span) * 10) / 10,
      y: Math.round((offsetY + ((ys[index] ?? 0) - minY) / span) * 10) / 10,
    })),
    // 1° of latitude is about 111 km.
    kmPer100: Math.round(100 * span * 111),
  };
}

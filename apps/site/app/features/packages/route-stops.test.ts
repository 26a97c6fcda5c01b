import { describe, expect, it } from 'vitest';
import type { ItineraryDayView } from '@tembo/data';
import { lodgeOfDay, projectStops, routeStops, type LodgeRef } from './route-stops.ts';

const lodge = (id: string, latitude: number | null, longitude: number | null): LodgeRef => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  slug: `lodge-${id}`,
  name: `Lodge ${id}`,
  latitude,
  longitude,
});
const lodges = [lodge('1', -1.05, 29.62), lodge('2', -0.2, 29.9), lodge('3', null, null)];
const day = (number: number, lodgeId: string | null): ItineraryDayView => ({
  day: number,
  title: `Day ${number}`,
  description: '',
  accommodation: lodgeId ? `Lodge ${lodgeId}` : null,
  accommodation_id: lodgeId ? `00000000-0000-4000-8000-00000000000${lodgeId}` : null,
  meals: '',
});

describe('the route of a package', () => {
  it('links a day to the published lodge it names by id, and nothing else', () => {
    expect(lodgeOfDay(day(1, '2'), lodges)?.slug).toBe('lodge-2');
    expect(lodgeOfDay(day(1, null), lodges)).toBeNull();
    // Not published (not in the list) or deleted: no link.
    expect(lodgeOfDay(day(1, '9'), lodges)).toBeNull();
  });

  it('merges consecutive nights, keeps a return as a new stop and skips lodges with no position', () => {
    const stops = routeStops(
      [day(1, '1'), day(2, '1'), day(3, '3'), day(4, '2'), day(5, null), day(6, '1')],
      lodges,
    );
    expect(stops.map((stop) => [stop.slug, stop.days])).toEqual([
      ['lodge-1', [1, 2]],
      ['lodge-2', [4]],
      ['lodge-1', [6]],
    ]);
  });

  it('projects north up inside the padding, with a scale that matches the distance', () => {
    const stops = routeStops([day(1, '1'), day(2, '2')], lodges);
    const { stops: projected, kmPer100 } = projectStops(stops, {
      width: 640,
      height: 400,
      padding: 50,
    });
    const [south, north] = projected;
    // Lodge 2 is further north: higher on the picture (a smaller y), and further east.
    expect(north!.y).toBeLessThan(south!.y);
    expect(north!.x).toBeGreaterThan(south!.x);
    for (const stop of projected) {
      expect(stop.x).toBeGreaterThanOrEqual(50);
      expect(stop.x).toBeLessThanOrEqual(590);
      expect(stop.y).toBeGreaterThanOrEqual(50);
      expect(stop.y).toBeLessThanOrEqual(350);
    }
    // About 99 km apart (0.85° of latitude, 0.28° of longitude): the drawn distance in km.
    const units = Math.hypot(north!.x - south!.x, north!.y - south!.y);
    expect((units / 100) * kmPer100).toBeGreaterThan(90);
    expect((units / 100) * kmPer100).toBeLessThan(110);
  });
});

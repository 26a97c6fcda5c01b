import { describe, expect, it } from 'vitest';
import { accommodationsType, packagesType, testimonialsType } from '@tembo/data/admin';
import { accommodationFixtures, packageFixtures } from '@tembo/data/mocks';
import { toFormValues } from './form-values.ts';

describe('form values from a declaration', () => {
  it('starts a new record empty: texts blank, lists empty, numbers and choices unset', () => {
    expect(toFormValues(packagesType.admin.form, packagesType.fields)).toEqual({
      slug: '',
      title: '',
      description: '',
      price_usd: null,
      price_basis: '',
      best_time: '',
      days: null,
      category: null,
      destination_id: null,
      image_url: '',
      image_alt: '',
      // The decorative choice starts unticked, the focal point unset (the centre).
      image_decorative: false,
      image_focal_x: null,
      image_focal_y: null,
      gallery: [],
      highlights: [],
      itinerary: [],
      inclusions: [],
      exclusions: [],
      published: false,
      publish_at: null,
      unpublish_at: null,
      sort_order: 0,
    });
    expect(toFormValues(testimonialsType.admin.form, testimonialsType.fields)).toEqual({
      name: '',
      country: '',
      rating: null,
      content: '',
      package_id: null,
      image_url: '',
      approved: true,
    });
  });

  it('reads a stored record, with empty texts as blank and the itinerary’s stays as text', () => {
    const lodge = { ...accommodationFixtures[0]!, price_range: null, image_alt: null };
    expect(toFormValues(accommodationsType.admin.form, accommodationsType.fields, lodge)).toEqual({
      slug: lodge.slug,
      name: lodge.name,
      description: lodge.description,
      location: lodge.location,
      price_range: '',
      type: lodge.type,
      rating: lodge.rating,
      image_url: lodge.image_url,
      image_alt: '',
      image_decorative: lodge.image_decorative,
      image_focal_x: lodge.image_focal_x,
      image_focal_y: lodge.image_focal_y,
      destination_id: lodge.destination_id,
      gallery: [],
      amenities: lodge.amenities,
      latitude: lodge.latitude,
      longitude: lodge.longitude,
      published: lodge.published,
    });
    const trip = {
      ...packageFixtures[0]!,
      itinerary: [{ day: 1, title: 'Arrival', description: 'Entebbe', accommodation: null }],
    };
    const values = toFormValues(packagesType.admin.form, packagesType.fields, trip);
    expect(values.itinerary).toEqual([
      expect.objectContaining({ day: 1, title: 'Arrival', accommodation: '' }),
    ]);
    expect(values.price_usd).toBe(trip.price_usd);
  });

  it('reads a stored moment as a date-and-time input holds it, in the admin’s time zone', () => {
    const trip = { ...packageFixtures[0]!, publish_at: '2027-03-01T08:30:00+00:00' };
    const values = toFormValues(packagesType.admin.form, packagesType.fields, trip);
    const local = new Date('2027-03-01T08:30:00Z');
    expect(values.publish_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(new Date(values.publish_at as string).getTime()).toBe(local.getTime());
    expect(values.unpublish_at).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { readGallery } from '@tembo/data';
import { packageDuration, packagePreview } from './package-preview.ts';

describe('the package preview', () => {
  it('reads the duration from the number of days as the database writes it', () => {
    expect([1, 2, 3].map(packageDuration)).toEqual([
      '1 day',
      '2 days / 1 night',
      '3 days / 2 nights',
    ]);
  });

  it('shows the unsaved values, leaving out empty list entries as the save does', () => {
    const pkg = packagePreview({
      title: '  Gorillas and chimps  ',
      days: 4,
      price_usd: 2400,
      highlights: ['Gorillas', '', '  '],
      inclusions: [],
      itinerary: [{ day: 1, title: 'Entebbe', description: '', accommodation: '', meals: '' }],
      image_url: '',
    });
    expect(pkg).toMatchObject({
      title: 'Gorillas and chimps',
      duration: '4 days / 3 nights',
      price_usd: 2400,
      highlights: ['Gorillas'],
      image_url: null,
    });
    expect(pkg.itinerary).toEqual([
      { day: 1, title: 'Entebbe', description: '', accommodation: '', meals: '' },
    ]);
  });

  it('carries the gallery, the lodges the days name and the destination to the page', () => {
    const picture = {
      url: '/images/a.webp',
      alt: 'A',
      decorative: false,
      focal_x: 0.5,
      focal_y: 0.5,
    };
    const pkg = packagePreview({
      gallery: [picture, { ...picture, url: '' }],
      itinerary: [{ day: 1, title: 'Bwindi', accommodation_id: 'lodge-1' }],
      destination_id: 'destination-1',
    });
    // readGallery leaves out the picture not uploaded yet, as the public page does.
    expect(readGallery(pkg.gallery)).toEqual([picture]);
    expect(pkg.itinerary).toEqual([{ day: 1, title: 'Bwindi', accommodation_id: 'lodge-1' }]);
    expect(pkg.destination_id).toBe('destination-1');
    expect(packagePreview({ destination_id: '' }).destination_id).toBeNull();
    expect(
      packagePreview({ image_url: '/images/b.webp', image_alt: 'B', image_focal_x: 0.2 }),
    ).toMatchObject({ image_url: '/images/b.webp', image_alt: 'B', image_focal_x: 0.2 });
  });

  it('still draws a form with nothing filled in', () => {
    expect(packagePreview({})).toMatchObject({ title: 'Untitled package', duration: '', days: 0 });
  });
});

import { describe, expect, it } from 'vitest';
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

  it('still draws a form with nothing filled in', () => {
    expect(packagePreview({})).toMatchObject({ title: 'Untitled package', duration: '', days: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { accommodationPreview } from '../accommodations/accommodation-preview.ts';
import { postPreview } from '../blog/post-preview.ts';
import { destinationPreview } from '../destinations/destination-preview.ts';

const image = {
  image_url: '/images/seed/bwindi.webp',
  image_alt: 'Mist over the forest',
  image_decorative: false,
  image_focal_x: 0.3,
  image_focal_y: null,
};

describe('the previews of destinations, accommodations and posts', () => {
  it('show a destination from the unsaved form, leaving out empty highlights', () => {
    const destination = destinationPreview(
      {
        name: '  Bwindi  ',
        location: 'South-western Uganda',
        highlights: ['Gorillas', ' '],
        latitude: -1.05,
        longitude: 29.7,
        ...image,
      },
      'destination-1',
    );
    expect(destination).toMatchObject({
      id: 'destination-1',
      name: 'Bwindi',
      highlights: ['Gorillas'],
      latitude: -1.05,
      longitude: 29.7,
      image_url: '/images/seed/bwindi.webp',
      image_alt: 'Mist over the forest',
      image_focal_x: 0.3,
      image_focal_y: 0.5,
    });
    expect(destinationPreview({})).toMatchObject({
      id: 'preview',
      name: 'Untitled destination',
      image_url: null,
      latitude: null,
      gallery: [],
    });
  });

  it('show an accommodation with its type, rating and price range as the page reads them', () => {
    expect(
      accommodationPreview({
        name: 'Gorilla Lodge',
        type: 'camp',
        rating: 4.5,
        price_range: '',
        amenities: ['Wi-Fi', ''],
      }),
    ).toMatchObject({
      name: 'Gorilla Lodge',
      type: 'camp',
      rating: 4.5,
      price_range: null,
      amenities: ['Wi-Fi'],
    });
    expect(accommodationPreview({ rating: null, type: null })).toMatchObject({
      name: 'Untitled accommodation',
      type: 'lodge',
      rating: null,
    });
  });

  it('date a post by its stored creation, or now for a new one', () => {
    const post = postPreview(
      {
        title: 'Packing for the forest',
        content: '## Boots',
        excerpt: '',
        featured_image: '/images/seed/boots.webp',
        featured_image_alt: 'Boots',
      },
      { id: 'post-1', createdAt: '2026-03-01T08:00:00Z' },
    );
    expect(post).toMatchObject({
      id: 'post-1',
      title: 'Packing for the forest',
      content: '## Boots',
      excerpt: null,
      featured_image: '/images/seed/boots.webp',
      featured_image_alt: 'Boots',
      created_at: '2026-03-01T08:00:00Z',
    });
    const before = Date.now();
    const fresh = postPreview({});
    expect(fresh.title).toBe('Untitled post');
    expect(Date.parse(fresh.created_at)).toBeGreaterThanOrEqual(before - 1000);
  });
});

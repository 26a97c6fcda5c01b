import { describe, expect, it } from 'vitest';
import { packagesType } from '../content-types/packages.ts';
import { readGallery } from './read-gallery.ts';

describe('a record’s gallery', () => {
  it('reads the stored pictures in order, leniently', () => {
    expect(
      readGallery([
        { url: '/a.webp', alt: 'A', decorative: false, focal_x: 0.2, focal_y: 0.8 },
        { url: '/b.webp', decorative: true },
        { alt: 'no url' },
        'not a picture',
      ]),
    ).toEqual([
      { url: '/a.webp', alt: 'A', decorative: false, focal_x: 0.2, focal_y: 0.8 },
      { url: '/b.webp', alt: '', decorative: true, focal_x: 0.5, focal_y: 0.5 },
    ]);
    expect(readGallery(null)).toEqual([]);
    expect(readGallery(undefined)).toEqual([]);
  });

  it('the form refuses what the gallery CHECKs refuse, with the sentence next to the picture', () => {
    const gallery = packagesType.schema.shape.gallery;
    expect(gallery.safeParse([{ url: '/a.webp', alt: 'A gorilla' }]).success).toBe(true);
    expect(gallery.safeParse([{ url: '/a.webp', alt: '', decorative: true }]).success).toBe(true);
    const undescribed = gallery.safeParse([{ url: '/a.webp', alt: '  ' }]);
    expect(undescribed.success).toBe(false);
    expect(undescribed.error?.issues[0]?.path).toEqual([0, 'alt']);
    expect(gallery.safeParse([{ url: 'javascript:alert(1)', alt: 'x' }]).success).toBe(false);
    expect(
      gallery.safeParse(Array.from({ length: 13 }, () => ({ url: '/a.webp', alt: 'A' }))).success,
    ).toBe(false);
  });
});

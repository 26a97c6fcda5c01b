import type { Json } from '../database.types.ts';

/** One picture of a record's gallery (docs/decisions.md#record-galleries). */
export interface GalleryPicture {
  url: string;
  /** '' when decorative. */
  alt: string;
  decorative: boolean;
  focal_x: number;
  focal_y: number;
}

const fraction = (value: unknown) =>
  typeof value === 'number' && value >= 0 && value <= 1 ? value : 0.5;

/**
 * A `gallery` column (jsonb, typed Json) → its pictures, in order. The database guarantees the
 * shape (`gallery_shape_ok`); this reads leniently all the same, in plain code rather than zod, so
 * a public page loads no form library.
 */
export function readGallery(gallery: Json | undefined): GalleryPicture[] {
  if (!Array.isArray(gallery)) return [];
  return gallery.flatMap((item) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return [];
    const { url, alt, decorative } = item;
    if (typeof url !== 'string' || url === '') return [];
    return [
      {
        url,
        alt: typeof alt === 'string' ? alt : '',
        decorative: decorative === true,
        focal_x: fraction(item['focal_x']),
        focal_y: fraction(item['focal_y']),
      },
    ];
  });
}

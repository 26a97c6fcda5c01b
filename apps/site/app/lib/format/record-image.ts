import type { FocalPoint } from '@tembo/ui';
import { imageSize, responsiveImage } from './images.ts';

// How a record's image columns become a picture's alt text and crop
// (docs/decisions.md#image-focal-point-and-alt).

/**
 * The alt text of a record's image: '' for a decorative picture (screen readers skip it), its
 * description otherwise, or `fallback` for a row stored before descriptions were required.
 */
export function altText(
  alt: string | null | undefined,
  decorative: boolean | null | undefined,
  fallback: string,
): string {
  if (decorative) return '';
  return alt?.trim() || fallback;
}

/** The image's focal point, the centre when a row has none. */
export function focalPoint(x: number | null | undefined, y: number | null | undefined): FocalPoint {
  return { x: x ?? 0.5, y: y ?? 0.5 };
}

/** A record's picture columns, as packages, destinations and accommodations name them. */
export interface PictureColumns {
  image_url: string | null;
  image_alt: string | null;
  image_decorative: boolean;
  image_focal_x: number | null;
  image_focal_y: number | null;
}

/**
 * A record's picture as every card shows it (the card layout's variants), or none. `name` is the
 * alt text of a row stored before descriptions were required; `priority` loads the picture first,
 * for the first card of a list, which is the largest picture on a phone.
 */
export function cardImage(row: PictureColumns, name: string, priority = false) {
  if (!row.image_url) return null;
  return {
    ...responsiveImage(row.image_url, 'card'),
    alt: altText(row.image_alt, row.image_decorative, name),
    focalPoint: focalPoint(row.image_focal_x, row.image_focal_y),
    ...imageSize,
    priority,
  };
}

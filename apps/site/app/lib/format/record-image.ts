import type { FocalPoint } from '@tembo/ui';

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

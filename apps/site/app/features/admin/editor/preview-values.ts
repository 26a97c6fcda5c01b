import type { Json } from '@tembo/data';

/**
 * Readers of form values for the previews (docs/decisions.md#editor-preview): a field not filled
 * in yet, or holding something unexpected, reads as empty rather than breaking the page.
 */

/** A text field's value; '' when there is none. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A number field's value; `fallback` when it is empty or not a number. */
export const number = <Fallback extends number | null>(
  value: unknown,
  fallback: Fallback,
): number | Fallback => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** A list field's entries, leaving out the empty ones as the save leaves them out. */
export const texts = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];

/** An optional text as the table stores it: null when empty. */
export const optionalText = (value: unknown): string | null => text(value).trim() || null;

/**
 * A record's main picture from its image field: the address in `urlField` (`image_url`,
 * `featured_image`), and the description, whether it is decorative and the focal point in the
 * fields named after `prefix` (`image_alt`, `featured_image_alt`…).
 */
export function imageOf(values: Record<string, unknown>, urlField: string, prefix = urlField) {
  return {
    url: optionalText(values[urlField]),
    alt: text(values[`${prefix}_alt`]) || null,
    decorative: values[`${prefix}_decorative`] === true,
    focalX: number(values[`${prefix}_focal_x`], 0.5),
    focalY: number(values[`${prefix}_focal_y`], 0.5),
  };
}

/**
 * The columns of a record's main picture, stored as `image_url` and `image_*` (packages,
 * destinations, accommodations), and its gallery, which the public page reads leniently
 * (readGallery): a picture not uploaded yet is left out.
 */
export function pictureColumns(values: Record<string, unknown>) {
  const image = imageOf(values, 'image_url', 'image');
  const gallery: unknown = values.gallery;
  return {
    image_url: image.url,
    image_alt: image.alt,
    image_decorative: image.decorative,
    image_focal_x: image.focalX,
    image_focal_y: image.focalY,
    gallery: Array.isArray(gallery) ? (gallery as Json[]) : [],
  };
}

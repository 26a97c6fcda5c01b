import type { FieldValues } from 'react-hook-form';
import type { DestinationDetailData, Json } from '@tembo/data';
import { imageOf, number, text, texts } from '../editor/preview-values.ts';

/**
 * A destination as its public page would read it, made from the destination form's current
 * values: what the preview shows before anything is saved (docs/decisions.md#editor-preview).
 * Empty highlights are left out, as the save leaves them out; a field not filled in yet shows
 * empty.
 */
export function destinationPreview(values: FieldValues, id = 'preview'): DestinationDetailData {
  const image = imageOf(values, 'image_url', 'image');
  const gallery: unknown = values.gallery;
  return {
    id,
    slug: text(values.slug),
    name: text(values.name).trim() || 'Untitled destination',
    location: text(values.location).trim(),
    description: text(values.description),
    image_url: image.url,
    image_alt: image.alt,
    image_decorative: image.decorative,
    image_focal_x: image.focalX,
    image_focal_y: image.focalY,
    // The public page reads it leniently (readGallery): a picture not uploaded yet is left out.
    gallery: Array.isArray(gallery) ? (gallery as Json[]) : [],
    highlights: texts(values.highlights),
    latitude: number(values.latitude, null),
    longitude: number(values.longitude, null),
    published: values.published === true,
    created_at: '',
    updated_at: '',
  };
}

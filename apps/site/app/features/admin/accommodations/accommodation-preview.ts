import type { FieldValues } from 'react-hook-form';
import { accommodationsType } from '@tembo/data/admin';
import type { AccommodationDetailData } from '@tembo/data';
import { pictureColumns, number, optionalText, text, texts } from '../editor/preview-values.ts';

/**
 * An accommodation as its public page would read it, made from the accommodation form's current
 * values: what the preview shows before anything is saved (docs/decisions.md#editor-preview).
 * Empty amenities are left out, as the save leaves them out; a type not chosen yet reads as a
 * lodge, a field not filled in yet shows empty.
 */
export function accommodationPreview(values: FieldValues, id = 'preview'): AccommodationDetailData {
  return {
    // Every column the form has (a new one shows as typed), then what the page needs besides.
    ...accommodationsType.formRow(values),
    id,
    slug: text(values.slug),
    name: text(values.name).trim() || 'Untitled accommodation',
    type: values.type ?? 'lodge',
    location: text(values.location).trim(),
    description: text(values.description),
    price_range: optionalText(values.price_range),
    rating: number(values.rating, null),
    destination_id: optionalText(values.destination_id),
    ...pictureColumns(values),
    amenities: texts(values.amenities),
    latitude: number(values.latitude, null),
    longitude: number(values.longitude, null),
    published: values.published === true,
    created_at: '',
    updated_at: '',
  };
}

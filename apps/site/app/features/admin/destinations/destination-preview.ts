import type { FieldValues } from 'react-hook-form';
import { destinationsType } from '@tembo/data/admin';
import type { DestinationDetailData } from '@tembo/data';
import { pictureColumns, number, text, texts } from '../editor/preview-values.ts';

/**
 * A destination as its public page would read it, made from the destination form's current
 * values: what the preview shows before anything is saved (docs/decisions.md#editor-preview).
 * Empty highlights are left out, as the save leaves them out; a field not filled in yet shows
 * empty.
 */
export function destinationPreview(values: FieldValues, id = 'preview'): DestinationDetailData {
  return {
    // Every column the form has (a new one shows as typed), then what the page needs besides.
    ...destinationsType.formRow(values),
    id,
    slug: text(values.slug),
    name: text(values.name).trim() || 'Untitled destination',
    location: text(values.location).trim(),
    description: text(values.description),
    ...pictureColumns(values),
    highlights: texts(values.highlights),
    latitude: number(values.latitude, null),
    longitude: number(values.longitude, null),
    published: values.published === true,
    created_at: '',
    updated_at: '',
  };
}

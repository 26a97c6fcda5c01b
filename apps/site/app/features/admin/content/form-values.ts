import type { FieldValues } from 'react-hook-form';
import { readGallery, readItinerary } from '@tembo/data';
import type { FormItem, FormLayout } from '@tembo/data/admin';
import { fieldOf } from './field-of.ts';

type Kind = FormItem['kind'];

/** The kind of each named field of a form layout. */
function kindsOf(items: readonly FormItem[], kinds = new Map<string, Kind>()): Map<string, Kind> {
  for (const item of items) {
    if (item.kind === 'fieldset' || item.kind === 'columns') kindsOf(item.items, kinds);
    else if ('name' in item) kinds.set(item.name, item.kind);
  }
  return kinds;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A stored moment (an ISO time) as a date-and-time input holds it: 'YYYY-MM-DDTHH:mm' in the
 * admin's own time zone; null when there is none. The form schema turns it back into UTC.
 */
function toLocalMoment(stored: unknown): string | null {
  if (typeof stored !== 'string' || stored === '') return null;
  const date = new Date(stored);
  if (Number.isNaN(date.getTime())) return null;
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

const textKinds = new Set<Kind | undefined>(['text', 'textarea', 'image', 'markdown']);

/**
 * The form values of a stored record, or of a new one, for every field of the form's schema:
 * texts are '' rather than null (the fields edit strings), lists [], and numbers and choices
 * start empty (null) so the admin types them rather than accepting a made-up default, moments
 * read in the admin's time zone; the
 * layout's defaults (published, sort order) come first on a new record.
 */
export function toFormValues(
  layout: FormLayout,
  fields: readonly string[],
  row?: object,
): FieldValues {
  const kinds = kindsOf(layout.items);
  const values: FieldValues = {};
  for (const field of fields) {
    const kind = kinds.get(field);
    const stored = row ? fieldOf(row, field) : layout.defaults[field];
    if (kind === 'itinerary') {
      values[field] = readItinerary(Array.isArray(stored) ? stored : []).map((day) => ({
        ...day,
        accommodation: day.accommodation ?? '',
      }));
    } else if (kind === 'gallery') {
      values[field] = readGallery(Array.isArray(stored) ? stored : []);
    } else if (kind === 'datetime') values[field] = toLocalMoment(stored);
    else if (kind === 'list') values[field] = stored ?? [];
    else if (textKinds.has(kind)) values[field] = stored ?? '';
    else values[field] = stored ?? null;
  }
  return values;
}

import type { FieldValues } from 'react-hook-form';
import { packagesType } from '@tembo/data/admin';
import type { PackageDetailData } from '@tembo/data';
import { pictureColumns, number, text, texts } from '../editor/preview-values.ts';

/**
 * The duration travellers will read, as the database derives it from the number of days
 * (public.package_duration in supabase/migrations/20261128050000_package_duration_from_days.sql).
 */
export function packageDuration(days: number): string {
  if (days === 1) return '1 day';
  return `${days} days / ${days - 1} ${days === 2 ? 'night' : 'nights'}`;
}

/**
 * A package as its public page would read it, made from the package form's current values: what
 * the preview shows before anything is saved (docs/decisions.md#editor-preview). Empty list
 * entries are left out, as the save leaves them out; a field not filled in yet shows empty.
 */
export function packagePreview(values: FieldValues, id = 'preview'): PackageDetailData {
  const days = number(values.days, 0);
  const itinerary: unknown = values.itinerary;
  return {
    // Every column the form has (a new one shows as typed), then what the page needs besides.
    ...packagesType.formRow(values),
    id,
    slug: text(values.slug),
    title: text(values.title).trim() || 'Untitled package',
    description: text(values.description),
    best_time: text(values.best_time),
    category: values.category ?? 'wildlife',
    days,
    duration: days > 0 ? packageDuration(days) : '',
    price_usd: number(values.price_usd, 0),
    price_basis: text(values.price_basis),
    ...pictureColumns(values),
    highlights: texts(values.highlights),
    inclusions: texts(values.inclusions),
    exclusions: texts(values.exclusions),
    itinerary: Array.isArray(itinerary)
      ? itinerary.map((day: Record<string, unknown>) => ({
          ...day,
          day: number(day.day, 0),
          title: text(day.title),
        }))
      : [],
    destination_id: text(values.destination_id) || null,
    published: values.published === true,
    publish_at: null,
    unpublish_at: null,
    sort_order: 0,
    created_at: '',
    updated_at: '',
  };
}

import { formatDate, formatDateTime, siteLocale } from '../../../lib/format/format.ts';

/**
 * Dates and moments as the public pages write them, "12 Mar 2027" and "3 Mar 2026 at 14:05"
 * (docs/product-rules.md#dates): one formatter for the whole site.
 */
export { formatDate, formatDateTime };

/** A count, grouped as the public pages group prices: 1250 → "1,250". */
export function formatCount(count: number): string {
  return count.toLocaleString(siteLocale);
}

/** A long text's first 90 characters and an ellipsis, for a table cell. */
export const excerptOf = (text: string) => (text.length > 90 ? `${text.slice(0, 90)}…` : text);

/** "1 package", "1,250 packages". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}

import { formatDate, siteLocale } from '../../../lib/format/format.ts';

/**
 * A calendar date ("September 25, 2026"): the public pages' formatter, so the admin writes a
 * post's date as its page does. In UTC, which keeps a date-only value such as a travel date
 * ("2027-07-10") on its own day in every time zone.
 */
export { formatDate };

const dateTime = new Intl.DateTimeFormat(siteLocale, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * When something happened, in the admin's own time zone ("March 3, 2026 at 2:05 PM"), in the
 * public pages' date style: the admin area is never prerendered, so there is no server render to
 * agree with.
 */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** A count, grouped as the public pages group prices: 1250 → "1,250". */
export function formatCount(count: number): string {
  return count.toLocaleString(siteLocale);
}

/** "1 package", "1,250 packages". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}

/**
 * The one locale the site writes dates and numbers in, public pages and admin alike (US English,
 * as the prices: docs/decisions.md#prices).
 */
export const siteLocale = 'en-US';

/** English month abbreviations, fixed: no locale or ICU version changes them ("Sept"). */
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A calendar date in the one form the site writes dates, "12 Mar 2027": day, month abbreviation,
 * year, which no reader can take for another day whatever their locale
 * (docs/product-rules.md#dates). Written here rather than by `Intl`, whose output follows the
 * locale and the ICU version (en-GB has written September "Sep" and "Sept"), so Node's prerender
 * and every browser agree. Read in UTC, so the prerendered text and the browser's render agree
 * whatever the visitor's time zone (no hydration mismatch), and a date-only value such as a
 * travel date ("2027-07-10") stays on its own day. Anything that is not a date is returned as is.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * A moment in the same form with the time on a 24-hour clock in the reader's own time zone,
 * "3 Mar 2026 at 14:05": for the admin area, which is never prerendered, so there is no server
 * render to agree with.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}`;
  return `${day} at ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/**
 * The opening of a text for a card: its first sentence, or its first words up to `max`
 * characters and an ellipsis when that sentence is longer.
 */
export function shortSummary(text: string, max = 160): string {
  const trimmed = text.trim();
  const sentence = /^.*?[.!?](?=\s|$)/s.exec(trimmed)?.[0] ?? trimmed;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, max)).replace(/[\s,;:]+$/, '')}…`;
}

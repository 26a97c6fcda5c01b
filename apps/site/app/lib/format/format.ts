/**
 * The one locale the site writes dates and numbers in, public pages and admin alike (US English,
 * as the prices: docs/decisions.md#prices).
 */
export const siteLocale = 'en-US';

const usd = new Intl.NumberFormat(siteLocale, {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Prices are whole US dollars, grouped: 1250 → "$1,250" (docs/decisions.md#prices). */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

const longDate = new Intl.DateTimeFormat(siteLocale, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar date such as "March 2, 2026", as @tembo/ui's PostCard writes it. Fixed to UTC so the prerendered text and the browser's
 * render agree whatever the visitor's time zone (no hydration mismatch).
 */
export function formatDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/**
 * A price in whole US dollars: 1250 -> "$1,250" (docs/decisions.md#prices). The same text as
 * `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })`,
 * written by hand: a page's first `Intl.NumberFormat` makes Chromium load its ICU data, 40-130 ms
 * of main thread on a slow phone while the page hydrates, and prices are the only numbers public
 * pages format (docs/decisions.md#no-intl-on-first-load).
 */
export function formatUsd(amount: number): string {
  if (Number.isNaN(amount)) return '$NaN';
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const magnitude = Math.abs(amount);
  if (magnitude === Infinity) return `${sign}$∞`;
  // Halves away from zero, as Intl rounds; digits grouped by threes.
  const digits = BigInt(Math.floor(magnitude + 0.5)).toString();
  return `${sign}$${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

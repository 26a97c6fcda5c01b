const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** A price in whole US dollars: 1250 -> "$1,250" (docs/decisions.md#prices). */
export function formatUsd(amount: number) {
  return usd.format(amount);
}

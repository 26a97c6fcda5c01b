const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * When something happened, in the admin's own time zone ("3 Mar 2026, 14:05"): the admin area is
 * never prerendered, so there is no server render to agree with.
 */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** A date without the time ("3 Mar 2026"). */
export function formatShortDate(iso: string): string {
  return date.format(new Date(iso));
}

/** "1 package", "3 packages". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? singular : plural}`;
}

import type { Tables } from '@tembo/data';

type Enquiry = Pick<
  Tables<'enquiries'>,
  'status' | 'created_at' | 'first_answered_at' | 'answer_due_at'
>;

const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

/** A span of time as staff say it: "under a minute", "45 min", "3 h 30 min", "2 days 4 h". */
export function formatDuration(seconds: number): string {
  if (seconds < minute) return 'under a minute';
  if (seconds < hour) return `${Math.floor(seconds / minute)} min`;
  if (seconds < 2 * day) {
    const hours = Math.floor(seconds / hour);
    const minutes = Math.floor((seconds % hour) / minute);
    return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  }
  const days = Math.floor(seconds / day);
  const hours = Math.floor((seconds % day) / hour);
  return hours > 0 ? `${days} days ${hours} h` : `${days} days`;
}

/** Seconds from arrival to the first answer, or null while it waits. */
export function timeToFirstAnswer(enquiry: Enquiry): number | null {
  if (!enquiry.first_answered_at) return null;
  return Math.max(
    0,
    (Date.parse(enquiry.first_answered_at) - Date.parse(enquiry.created_at)) / 1000,
  );
}

/**
 * True when an unanswered enquiry is past the time it should have been answered by. The
 * database sets answer_due_at from the one setting (notification_settings.answer_within,
 * docs/decisions.md#enquiry-pipeline).
 */
export function isOverdue(enquiry: Enquiry, now = Date.now()): boolean {
  return enquiry.status === 'new' && Date.parse(enquiry.answer_due_at) <= now;
}

/** "Waiting over 24 hours": the answer time as the setting gave it for this enquiry. */
export function overdueLabel(enquiry: Enquiry): string {
  const hours = Math.round(
    (Date.parse(enquiry.answer_due_at) - Date.parse(enquiry.created_at)) / (hour * 1000),
  );
  return `Waiting over ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

import { z } from 'zod/mini';
import {
  emailField,
  optionalMatching,
  optionalReference,
  requiredText,
  wholeNumber,
  wrongType,
} from '../lib/form-fields.ts';
import { phonePattern } from '../lib/patterns.ts';
import { enquiryMessages as m } from './enquiry-messages.ts';
import { enquiryLimits as l } from '../content-types/limits.ts';

/** A calendar date as <input type="date"> gives it (YYYY-MM-DD) that exists. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * Today's date where the visitor is (YYYY-MM-DD): the earliest day a trip can start or end, for
 * the schema's rule and the date fields' `min`.
 */
export function earliestTravelDate(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The latest day a trip can start or end (YYYY-MM-DD): the database refuses dates more than three
 * years ahead (docs/decisions.md#visitor-writes); a day less here, for visitors east of UTC.
 */
function latestTravelDate(): string {
  const now = new Date();
  const latest = new Date(now.getFullYear() + 3, now.getMonth(), now.getDate() - 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${latest.getFullYear()}-${pad(latest.getMonth() + 1)}-${pad(latest.getDate())}`;
}

/** An optional travel date: a real calendar day, from today to three years ahead. */
function travelDate() {
  return optionalMatching(isCalendarDate, m.date).check(
    z.refine((value) => value === null || value >= earliestTravelDate(), m.datePast),
    z.refine((value) => value === null || value <= latestTravelDate(), m.dateTooFar),
  );
}

/**
 * The contact (booking enquiry) form of docs/decisions.md#enquiries: name, email, optional phone, optional
 * travel dates, party size, package of interest (prefilled from a package page) and message,
 * mirroring the enquiries table's constraints.
 * Built on its first use, not when /contact loads its modules: building it was about a third of
 * the task that evaluates them (docs/decisions.md#deferred-hydration).
 */
export const enquiryInputSchema = z.lazy(() =>
  z
    .object(
      {
        name: requiredText(l.name.max, { required: m.nameRequired, tooLong: m.nameTooLong }),
        email: emailField({
          required: m.emailRequired,
          format: m.emailFormat,
          tooLong: m.emailTooLong,
        }),
        phone: optionalMatching((value) => phonePattern.test(value), m.phoneFormat),
        travel_start: travelDate(),
        travel_end: travelDate(),
        adults: z._default(wholeNumber(l.adults.min, l.adults.max, m.adults), 1),
        children: z._default(wholeNumber(l.children.min, l.children.max, m.children), 0),
        package_id: optionalReference(m.packageId),
        message: requiredText(l.message.max, {
          required: m.messageRequired,
          tooLong: m.messageTooLong,
        }),
      },
      wrongType,
    )
    .check(
      z.refine(
        (values) =>
          !values.travel_start || !values.travel_end || values.travel_end >= values.travel_start,
        { message: m.datesOrder, path: ['travel_end'] },
      ),
    ),
);

/** What the contact form holds. */
export type EnquiryFormValues = z.input<typeof enquiryInputSchema>;

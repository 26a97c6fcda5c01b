import { z } from 'zod';
import type { TablesInsert } from '../database.types.ts';
import type { Checked } from '../lib/abortable.ts';
import { requiredText, wholeNumber } from '../lib/form-fields.ts';
import { emailPattern, phonePattern, uuidPattern } from '../lib/patterns.ts';
import { enquiryMessages as m } from './enquiry-messages.ts';

/** A calendar date as <input type="date"> gives it (YYYY-MM-DD) that exists. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** An optional date: null when left empty. */
function optionalDate() {
  return z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isCalendarDate(value), m.date);
}

/**
 * The contact (booking enquiry) form of DECISIONS.md: name, email, optional phone, optional
 * travel dates, party size, package of interest (prefilled from a package page) and message,
 * mirroring the enquiries table's constraints.
 */
export const enquiryInputSchema = z
  .object({
    name: requiredText(100, { required: m.nameRequired, tooLong: m.nameTooLong }),
    email: z
      .string({ error: m.emailRequired })
      .trim()
      .min(1, m.emailRequired)
      .max(254, m.emailTooLong)
      .regex(emailPattern, m.emailFormat),
    phone: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value === null || phonePattern.test(value), m.phoneFormat),
    travel_start: optionalDate(),
    travel_end: optionalDate(),
    adults: wholeNumber(1, 50, m.adults).default(1),
    children: wholeNumber(0, 50, m.children).default(0),
    package_id: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value === null || uuidPattern.test(value), m.packageId),
    message: requiredText(5000, { required: m.messageRequired, tooLong: m.messageTooLong }),
  })
  .refine(
    (values) =>
      !values.travel_start || !values.travel_end || values.travel_end >= values.travel_start,
    { message: m.datesOrder, path: ['travel_end'] },
  );

/** What the contact form holds. */
export type EnquiryFormValues = z.input<typeof enquiryInputSchema>;
/** A valid enquiry. */
export type EnquiryInput = Checked<z.output<typeof enquiryInputSchema>, TablesInsert<'enquiries'>>;

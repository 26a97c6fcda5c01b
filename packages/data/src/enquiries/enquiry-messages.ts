import {
  between,
  enquiryLimits as l,
  enquiryNoteLimits,
  keepTo,
  shown,
} from '../content-types/limits.ts';
import type { ConstraintMessages } from '../lib/data-error.ts';

/** What the contact form says, also used when the database refuses a value. */
export const enquiryMessages = {
  nameRequired: 'Please enter your name.',
  nameTooLong: keepTo('your name', l.name),
  emailRequired: 'Please enter your email address.',
  emailFormat: 'Please enter a valid email address, like name@example.com.',
  emailTooLong: `Please use an email address of ${shown(l.email.max)} characters or fewer.`,
  phoneFormat:
    'Please enter a valid phone number: digits, spaces and + ( ) . / - only, 6 to 30 characters.',
  date: 'Please enter a valid date.',
  datePast: 'Please choose a date from today onwards.',
  dateTooFar: 'Please choose a date within the next three years.',
  datesOrder: 'The end date cannot be before the start date.',
  adults: `Please enter ${between(l.adults)} adults.`,
  children: `Please enter ${between(l.children)} children.`,
  packageId: 'The selected safari package is not valid. Please choose it again.',
  packageGone: 'The selected safari package is no longer offered. Please choose another.',
  messageRequired: 'Please write a message.',
  messageTooLong: `Please keep your message to ${shown(l.message.max)} characters or fewer.`,
  notFound: 'This enquiry could not be found.',
  status: 'Please choose new, replied, quoted, won or lost.',
  statusOrder:
    'An enquiry moves new → replied → quoted → won or lost; a won or lost one can only be reopened as quoted.',
  lostReasonRequired: 'Please say why the enquiry was lost.',
  lostReasonTooLong: `Please keep the reason to ${shown(l.lost_reason.max)} characters or fewer.`,
  noteRequired: 'Please write the note.',
  noteTooLong: `Please keep the note to ${shown(enquiryNoteLimits.body.max)} characters or fewer.`,
} as const;

/** The status change's refusals (docs/decisions.md#enquiry-pipeline) as sentences. */
export const enquiryStatusConstraints: ConstraintMessages = {
  enquiries_status_order: { field: 'status', message: enquiryMessages.statusOrder },
  enquiries_lost_reason_required: {
    field: 'lost_reason',
    message: enquiryMessages.lostReasonRequired,
  },
  enquiries_lost_reason_length: {
    field: 'lost_reason',
    message: enquiryMessages.lostReasonTooLong,
  },
};

/** The note form's refusals. */
export const enquiryNoteConstraints: ConstraintMessages = {
  enquiry_notes_body_length: { field: 'body', message: enquiryMessages.noteRequired },
};

/** The enquiries table's constraints as form sentences. */
export const enquiryConstraints: ConstraintMessages = {
  enquiries_name_length: { field: 'name', message: enquiryMessages.nameTooLong },
  enquiries_email_format: { field: 'email', message: enquiryMessages.emailFormat },
  enquiries_phone_format: { field: 'phone', message: enquiryMessages.phoneFormat },
  enquiries_travel_dates_order: { field: 'travel_end', message: enquiryMessages.datesOrder },
  enquiries_travel_start_not_past: { field: 'travel_start', message: enquiryMessages.datePast },
  enquiries_travel_end_not_past: { field: 'travel_end', message: enquiryMessages.datePast },
  enquiries_travel_start_within_3_years: {
    field: 'travel_start',
    message: enquiryMessages.dateTooFar,
  },
  enquiries_travel_end_within_3_years: { field: 'travel_end', message: enquiryMessages.dateTooFar },
  enquiries_adults_range: { field: 'adults', message: enquiryMessages.adults },
  enquiries_children_range: { field: 'children', message: enquiryMessages.children },
  enquiries_message_length: { field: 'message', message: enquiryMessages.messageRequired },
  enquiries_package_id_fkey: { field: 'package_id', message: enquiryMessages.packageGone },
};

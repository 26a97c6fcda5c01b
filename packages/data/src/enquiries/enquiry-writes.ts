// The enquiry inbox's writes (admins only, by RLS): the status along the pipeline and the
// internal notes.
import { z } from 'zod/mini';
import { sessionWrite } from '../auth/supabase-context.tsx';
import { Constants, type Tables } from '../database.types.ts';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { optionalText, requiredText, wrongType } from '../lib/form-fields.ts';
import { parseInput } from '../lib/parse-input.ts';
import { uuidPattern } from '../lib/patterns.ts';
import { enquiryLimits, enquiryNoteLimits } from '../content-types/limits.ts';
import {
  enquiryMessages,
  enquiryNoteConstraints,
  enquiryStatusConstraints,
} from './enquiry-messages.ts';
import { enquiryKeys } from '../keys.ts';

/** The longest lost reason (the enquiries_lost_reason_length constraint). */
export const lostReasonMaxLength = enquiryLimits.lost_reason.max;

/**
 * The status control of docs/decisions.md#enquiry-pipeline: new, replied, quoted, won or lost,
 * with a reason for lost (and only for lost: another status clears it). The database also
 * refuses moving back (enquiries_status_order).
 */
export const enquiryStatusSchema = z
  .object(
    {
      status: z.enum(Constants.public.Enums.enquiry_status, { error: enquiryMessages.status }),
      lost_reason: optionalText(lostReasonMaxLength, enquiryMessages.lostReasonTooLong),
    },
    wrongType,
  )
  .check(
    z.refine((values) => values.status !== 'lost' || values.lost_reason !== null, {
      message: enquiryMessages.lostReasonRequired,
      path: ['lost_reason'],
    }),
  );

export interface EnquiryStatusVariables {
  id: string;
  status: z.input<typeof enquiryStatusSchema>['status'];
  /** Why it was lost: required for lost, ignored otherwise. */
  lost_reason?: string | null | undefined;
}

/** Moves an enquiry along the pipeline and returns the stored row. */
export async function setEnquiryStatus(
  client: DataClient,
  { id, status, lost_reason = null }: EnquiryStatusVariables,
): Promise<Tables<'enquiries'>> {
  if (!uuidPattern.test(id)) throw notFoundError(enquiryMessages.notFound);
  const input = parseInput(enquiryStatusSchema, {
    status,
    lost_reason: status === 'lost' ? lost_reason : null,
  });
  return unwrap(
    await client.from('enquiries').update(input).eq('id', id).select().single(),
    enquiryStatusConstraints,
  );
}

export const useEnquiryStatusMutation = sessionWrite(setEnquiryStatus, [enquiryKeys.all]);

/** The longest note (the enquiry_notes_body_length constraint). */
export const enquiryNoteMaxLength = enquiryNoteLimits.body.max;

/** The internal note form: its text. The author and time are the server's. */
export const enquiryNoteSchema = z.object(
  {
    body: requiredText(enquiryNoteMaxLength, {
      required: enquiryMessages.noteRequired,
      tooLong: enquiryMessages.noteTooLong,
    }),
  },
  wrongType,
);

export interface EnquiryNoteAddVariables {
  enquiryId: string;
  body: string;
}

/** Adds an internal note to an enquiry and returns it as stored. */
export async function addEnquiryNote(
  client: DataClient,
  { enquiryId, body }: EnquiryNoteAddVariables,
): Promise<Tables<'enquiry_notes'>> {
  if (!uuidPattern.test(enquiryId)) throw notFoundError(enquiryMessages.notFound);
  return unwrap(
    await client
      .from('enquiry_notes')
      .insert({ enquiry_id: enquiryId, ...parseInput(enquiryNoteSchema, { body }) })
      .select()
      .single(),
    enquiryNoteConstraints,
  );
}

export const useEnquiryNoteAddMutation = sessionWrite(addEnquiryNote, [enquiryKeys.all]);

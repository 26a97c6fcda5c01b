import { z } from 'zod/mini';
import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { requiredText, wrongType } from '../lib/form-fields.ts';
import { parseInput } from '../lib/parse-input.ts';
import { uuidPattern } from '../lib/patterns.ts';
import { defineWrite } from '../lib/use-invalidating-mutation.ts';
import { enquiryMessages, enquiryNoteConstraints } from './enquiry-messages.ts';
import { enquiryKeys } from '../keys.ts';

/** The longest note (the enquiry_notes_body_length constraint). */
export const enquiryNoteMaxLength = 5000;

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
  const input = parseInput(enquiryNoteSchema, { body });
  return unwrap(
    await client
      .from('enquiry_notes')
      .insert({ enquiry_id: enquiryId, body: input.body })
      .select()
      .single(),
    enquiryNoteConstraints,
  );
}

export const useEnquiryNoteAddMutation = defineWrite(useSupabaseClient, addEnquiryNote, [
  enquiryKeys.all,
]);

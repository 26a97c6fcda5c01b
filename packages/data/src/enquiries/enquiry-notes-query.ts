import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import { enquiryMessages } from './enquiry-messages.ts';
import { enquiryKeys } from './keys.ts';

export interface EnquiryNotesVariables {
  /** The enquiry the notes are about. */
  enquiryId: string;
}

/** An enquiry's internal notes, oldest first (admins only, by RLS). */
export async function getEnquiryNotes(
  client: DataClient,
  { enquiryId }: EnquiryNotesVariables,
  signal?: AbortSignal,
): Promise<Tables<'enquiry_notes'>[]> {
  if (!uuidPattern.test(enquiryId)) throw notFoundError(enquiryMessages.notFound);
  return unwrap(
    await abortable(
      client
        .from('enquiry_notes')
        .select('*')
        .eq('enquiry_id', enquiryId)
        .order('created_at', { ascending: true }),
      signal,
    ),
  );
}

function enquiryNotesQueryOptions(client: DataClient, { enquiryId }: EnquiryNotesVariables) {
  return queryOptions({
    queryKey: enquiryKeys.notes(enquiryId),
    queryFn: ({ signal }) => getEnquiryNotes(client, { enquiryId }, signal),
  });
}

export function useEnquiryNotesQuery(variables: EnquiryNotesVariables) {
  return useQuery(enquiryNotesQueryOptions(useSupabaseClient(), variables));
}

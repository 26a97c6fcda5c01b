import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import type { AdminEnquiriesData } from './admin-enquiries-query.ts';
import { enquiryMessages } from './enquiry-messages.ts';
import { enquiryKeys } from './keys.ts';

export interface AdminEnquiryVariables {
  /** The id from /admin/enquiries/{id}. */
  id: string;
}

/** One enquiry with its full message (admins only, by RLS: anyone else finds none). */
export async function getAdminEnquiry(
  client: DataClient,
  { id }: AdminEnquiryVariables,
  signal?: AbortSignal,
): Promise<Tables<'enquiries'>> {
  if (!uuidPattern.test(id)) throw notFoundError(enquiryMessages.notFound);
  const row = unwrap(
    await abortable(client.from('enquiries').select('*').eq('id', id), signal).maybeSingle(),
  );
  if (!row) throw notFoundError(enquiryMessages.notFound);
  return row;
}

export type AdminEnquiryData = Tables<'enquiries'>;

/**
 * The enquiry as a loaded inbox holds it, and when the inbox read it: the freshest list that
 * has the row, skipping lists a write has invalidated (their copy may be out of date).
 */
function fromInbox(queryClient: QueryClient, id: string) {
  let found: { row: AdminEnquiryData; updatedAt: number } | undefined;
  const lists = queryClient.getQueriesData<AdminEnquiriesData>({
    queryKey: enquiryKeys.adminLists(),
  });
  for (const [queryKey, rows] of lists) {
    const state = queryClient.getQueryState(queryKey);
    const row = rows?.find((candidate) => candidate.id === id);
    if (!row || !state || state.isInvalidated) continue;
    if (!found || state.dataUpdatedAt > found.updatedAt) {
      found = { row, updatedAt: state.dataUpdatedAt };
    }
  }
  return found;
}

/**
 * One enquiry by id. Given the `queryClient`, an enquiry the inbox has already loaded shows at
 * once (the list rows are whole rows) and counts as read when the inbox was, so it is fetched
 * again only once that copy is stale; without one, or for an enquiry no loaded list holds (an
 * old link, an inbox past PostgREST's row limit), it is fetched.
 */
function adminEnquiryQueryOptions(
  client: DataClient,
  { id }: AdminEnquiryVariables,
  queryClient?: QueryClient,
) {
  return queryOptions({
    queryKey: enquiryKeys.adminDetail(id),
    queryFn: ({ signal }) => getAdminEnquiry(client, { id }, signal),
    initialData: () => (queryClient ? fromInbox(queryClient, id)?.row : undefined),
    initialDataUpdatedAt: () => (queryClient ? fromInbox(queryClient, id)?.updatedAt : undefined),
  });
}

/** One enquiry for /admin/enquiries/{id}, seeded from the inbox when it is loaded. */
export function useAdminEnquiryQuery(variables: AdminEnquiryVariables) {
  return useQuery(adminEnquiryQueryOptions(useSupabaseClient(), variables, useQueryClient()));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Enums, Tables } from '../database.types.ts';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { enquiryKeys } from './keys.ts';

export interface AdminEnquiriesVariables {
  /** Only enquiries in this state; all when absent. */
  status?: Enums<'enquiry_status'> | undefined;
}

/**
 * The enquiry inbox (admins only, by RLS): newest first, except the unanswered ('new'), which
 * are listed oldest first, the longest waiting on top (docs/decisions.md#enquiry-pipeline).
 */
export async function getAdminEnquiries(
  client: DataClient,
  { status }: AdminEnquiriesVariables = {},
  signal?: AbortSignal,
): Promise<Tables<'enquiries'>[]> {
  let query = client.from('enquiries').select('*');
  if (status) query = query.eq('status', status);
  const ascending = status === 'new';
  return unwrap(await abortable(query.order('created_at', { ascending }), signal));
}

export type AdminEnquiriesData = Tables<'enquiries'>[];

export function adminEnquiriesQueryOptions(
  client: DataClient,
  variables: AdminEnquiriesVariables = {},
) {
  const normalized = variables.status ? { status: variables.status } : {};
  return queryOptions({
    queryKey: enquiryKeys.adminList(normalized),
    queryFn: ({ signal }) => getAdminEnquiries(client, normalized, signal),
  });
}

export function useAdminEnquiriesQuery(variables: AdminEnquiriesVariables = {}) {
  return useQuery(adminEnquiriesQueryOptions(useSupabaseClient(), variables));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import { abortable, type NoVariables } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap, type DataError } from '../lib/data-error.ts';
import { accommodationKeys } from './keys.ts';

/** Every accommodation, unpublished ones included, by name. RLS shows the unpublished rows to admins only. */
export async function getAdminAccommodations(
  client: DataClient,
  _variables: NoVariables = {},
  signal?: AbortSignal,
): Promise<Tables<'accommodations'>[]> {
  return unwrap(await abortable(client.from('accommodations').select('*').order('name'), signal));
}

export type AdminAccommodationsData = Tables<'accommodations'>[];
export type AdminAccommodationsError = DataError;

export function adminAccommodationsQueryOptions(client: DataClient) {
  return queryOptions({
    queryKey: accommodationKeys.adminList(),
    queryFn: ({ signal }) => getAdminAccommodations(client, {}, signal),
  });
}

/** The admin accommodation table, read with the signed-in supabase-js client. */
export function useAdminAccommodationsQuery() {
  return useQuery(adminAccommodationsQueryOptions(useSupabaseClient()));
}

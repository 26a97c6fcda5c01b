import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import { abortable, type NoVariables } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap, type DataError } from '../lib/data-error.ts';
import { destinationKeys } from './keys.ts';

/** Every destination, unpublished ones included, by name. RLS shows the unpublished rows to admins only. */
export async function getAdminDestinations(
  client: DataClient,
  _variables: NoVariables = {},
  signal?: AbortSignal,
): Promise<Tables<'destinations'>[]> {
  return unwrap(await abortable(client.from('destinations').select('*').order('name'), signal));
}

export type AdminDestinationsData = Tables<'destinations'>[];
export type AdminDestinationsError = DataError;

export function adminDestinationsQueryOptions(client: DataClient) {
  return queryOptions({
    queryKey: destinationKeys.adminList(),
    queryFn: ({ signal }) => getAdminDestinations(client, {}, signal),
  });
}

/** The admin destination table, read with the signed-in supabase-js client. */
export function useAdminDestinationsQuery() {
  return useQuery(adminDestinationsQueryOptions(useSupabaseClient()));
}

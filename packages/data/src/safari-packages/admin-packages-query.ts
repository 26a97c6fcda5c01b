import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import { abortable, type NoVariables } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap, type DataError } from '../lib/data-error.ts';
import { packageKeys } from './keys.ts';

/** Every package, drafts included (RLS shows drafts to admins only), in the site's order. */
export async function getAdminPackages(
  client: DataClient,
  _variables: NoVariables = {},
  signal?: AbortSignal,
): Promise<Tables<'packages'>[]> {
  return unwrap(
    await abortable(client.from('packages').select('*').order('sort_order').order('title'), signal),
  );
}

export type AdminPackagesData = Tables<'packages'>[];
export type AdminPackagesError = DataError;

export function adminPackagesQueryOptions(client: DataClient) {
  return queryOptions({
    queryKey: packageKeys.adminList(),
    queryFn: ({ signal }) => getAdminPackages(client, {}, signal),
  });
}

/** The admin packages table, read with the signed-in supabase-js client. */
export function useAdminPackagesQuery() {
  return useQuery(adminPackagesQueryOptions(useSupabaseClient()));
}

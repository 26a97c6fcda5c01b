import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap, type DataError } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import { packageKeys } from './keys.ts';
import { packageMessages } from './package-messages.ts';

export interface AdminPackageVariables {
  /** The id from /admin/packages/edit/{id}. */
  id: string;
}

/** One package for the edit form, draft or not. */
export async function getAdminPackage(
  client: DataClient,
  { id }: AdminPackageVariables,
  signal?: AbortSignal,
): Promise<Tables<'packages'>> {
  if (!uuidPattern.test(id)) throw notFoundError(packageMessages.notFound);
  const row = unwrap(
    await abortable(client.from('packages').select('*').eq('id', id), signal).maybeSingle(),
  );
  if (!row) throw notFoundError(packageMessages.notFound);
  return row;
}

export type AdminPackageData = Tables<'packages'>;
export type AdminPackageError = DataError;

export function adminPackageQueryOptions(client: DataClient, { id }: AdminPackageVariables) {
  return queryOptions({
    queryKey: packageKeys.adminDetail(id),
    queryFn: ({ signal }) => getAdminPackage(client, { id }, signal),
  });
}

export function useAdminPackageQuery(variables: AdminPackageVariables) {
  return useQuery(adminPackageQueryOptions(useSupabaseClient(), variables));
}

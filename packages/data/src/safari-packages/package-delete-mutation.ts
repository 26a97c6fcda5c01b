import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../lib/use-invalidating-mutation.ts';
import { searchKeys } from '../search/keys.ts';
import { packageKeys } from './keys.ts';
import { packageMessages } from './package-messages.ts';

export interface PackageDeleteVariables {
  id: string;
}

/**
 * Deletes a package. RLS turns a delete the caller may not do into "0 rows", not an error, so
 * the deleted ids are read back and an empty answer becomes a not-found error.
 */
export async function deletePackage(
  client: DataClient,
  { id }: PackageDeleteVariables,
): Promise<{ id: string }> {
  if (!uuidPattern.test(id)) throw notFoundError(packageMessages.deleted);
  const rows = unwrap(await client.from('packages').delete().eq('id', id).select('id'));
  const deleted = rows[0];
  if (!deleted) throw notFoundError(packageMessages.deleted);
  return deleted;
}

export type PackageDeleteData = { id: string };

export function usePackageDeleteMutation(
  options?: MutationHookOptions<PackageDeleteData, PackageDeleteVariables>,
) {
  const client = useSupabaseClient();
  return useInvalidatingMutation(
    (variables: PackageDeleteVariables) => deletePackage(client, variables),
    [packageKeys.all, searchKeys.all],
    options,
  );
}

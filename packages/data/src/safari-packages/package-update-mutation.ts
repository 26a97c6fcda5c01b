import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import { parseInput } from '../lib/parse-input.ts';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../lib/use-invalidating-mutation.ts';
import { searchKeys } from '../search/keys.ts';
import { packageKeys } from './keys.ts';
import { packageConstraints, packageMessages } from './package-messages.ts';
import { packageInputSchema, type PackageFormValues } from './package.schema.ts';

export interface PackageUpdateVariables {
  id: string;
  values: PackageFormValues;
}

/** Saves the edit form over a package and returns the stored row. */
export async function updatePackage(
  client: DataClient,
  { id, values }: PackageUpdateVariables,
): Promise<Tables<'packages'>> {
  if (!uuidPattern.test(id)) throw notFoundError(packageMessages.notFound);
  const input = parseInput(packageInputSchema, values);
  return unwrap(
    await client.from('packages').update(input).eq('id', id).select().single(),
    packageConstraints,
  );
}

export type PackageUpdateData = Tables<'packages'>;

export function usePackageUpdateMutation(
  options?: MutationHookOptions<PackageUpdateData, PackageUpdateVariables>,
) {
  const client = useSupabaseClient();
  return useInvalidatingMutation(
    (variables: PackageUpdateVariables) => updatePackage(client, variables),
    [packageKeys.all, searchKeys.all],
    options,
  );
}

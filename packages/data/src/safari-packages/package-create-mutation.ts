import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../lib/use-invalidating-mutation.ts';
import { searchKeys } from '../search/keys.ts';
import { packageKeys } from './keys.ts';
import { packageConstraints } from './package-messages.ts';
import { packageInputSchema, type PackageFormValues } from './package.schema.ts';

export interface PackageCreateVariables {
  values: PackageFormValues;
}

/** Inserts a package (admins only, by RLS) and returns the stored row. */
export async function createPackage(
  client: DataClient,
  { values }: PackageCreateVariables,
): Promise<Tables<'packages'>> {
  const input = parseInput(packageInputSchema, values);
  return unwrap(await client.from('packages').insert(input).select().single(), packageConstraints);
}

export type PackageCreateData = Tables<'packages'>;

/** Creates a package, then invalidates every package and search query. */
export function usePackageCreateMutation(
  options?: MutationHookOptions<PackageCreateData, PackageCreateVariables>,
) {
  const client = useSupabaseClient();
  return useInvalidatingMutation(
    (variables: PackageCreateVariables) => createPackage(client, variables),
    [packageKeys.all, searchKeys.all],
    options,
  );
}

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
import { accommodationKeys } from './keys.ts';
import { accommodationConstraints } from './accommodation-messages.ts';
import { accommodationInputSchema, type AccommodationFormValues } from './accommodation.schema.ts';

export interface AccommodationCreateVariables {
  values: AccommodationFormValues;
}

/** Inserts a accommodation (admins only, by RLS) and returns the stored row. */
export async function createAccommodation(
  client: DataClient,
  { values }: AccommodationCreateVariables,
): Promise<Tables<'accommodations'>> {
  const input = parseInput(accommodationInputSchema, values);
  return unwrap(
    await client.from('accommodations').insert(input).select().single(),
    accommodationConstraints,
  );
}

export type AccommodationCreateData = Tables<'accommodations'>;

export function useAccommodationCreateMutation(
  options?: MutationHookOptions<AccommodationCreateData, AccommodationCreateVariables>,
) {
  const client = useSupabaseClient();
  return useInvalidatingMutation(
    (variables: AccommodationCreateVariables) => createAccommodation(client, variables),
    [accommodationKeys.all, searchKeys.all],
    options,
  );
}

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
import { accommodationKeys } from './keys.ts';
import { accommodationConstraints, accommodationMessages } from './accommodation-messages.ts';
import { accommodationInputSchema, type AccommodationFormValues } from './accommodation.schema.ts';

export interface AccommodationUpdateVariables {
  id: string;
  values: AccommodationFormValues;
}

/** Saves the edit form over a accommodation and returns the stored row. */
export async function updateAccommodation(
  client: DataClient,
  { id, values }: AccommodationUpdateVariables,
): Promise<Tables<'accommodations'>> {
  if (!uuidPattern.test(id)) throw notFoundError(accommodationMessages.notFound);
  const input = parseInput(accommodationInputSchema, values);
  return unwrap(
    await client.from('accommodations').update(input).eq('id', id).select().single(),
    accommodationConstraints,
  );
}

export type AccommodationUpdateData = Tables<'accommodations'>;

export function useAccommodationUpdateMutation(
  options?: MutationHookOptions<AccommodationUpdateData, AccommodationUpdateVariables>,
) {
  const client = useSupabaseClient();
  return useInvalidatingMutation(
    (variables: AccommodationUpdateVariables) => updateAccommodation(client, variables),
    [accommodationKeys.all, searchKeys.all],
    options,
  );
}

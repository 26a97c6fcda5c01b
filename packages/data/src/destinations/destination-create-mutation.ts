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
import { destinationKeys } from './keys.ts';
import { destinationConstraints } from './destination-messages.ts';
import { destinationInputSchema, type DestinationFormValues } from './destination.schema.ts';

export interface DestinationCreateVariables {
  values: DestinationFormValues;
}

/** Inserts a destination (admins only, by RLS) and returns the stored row. */
export async function createDestination(
  client: DataClient,
  { values }: DestinationCreateVariables,
): Promise<Tables<'destinations'>> {
  const input = parseInput(destinationInputSchema, values);
  return unwrap(
    await client.from('destinations').insert(input).select().single(),
    destinationConstraints,
  );
}

export type DestinationCreateData = Tables<'destinations'>;

export function useDestinationCreateMutation(
  options?: MutationHookOptions<DestinationCreateData, DestinationCreateVariables>,
) {
  const client = useSupabaseClient();
  return useInvalidatingMutation(
    (variables: DestinationCreateVariables) => createDestination(client, variables),
    [destinationKeys.all, searchKeys.all],
    options,
  );
}

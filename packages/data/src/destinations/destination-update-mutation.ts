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
import { destinationKeys } from './keys.ts';
import { destinationConstraints, destinationMessages } from './destination-messages.ts';
import { destinationInputSchema, type DestinationFormValues } from './destination.schema.ts';

export interface DestinationUpdateVariables {
  id: string;
  values: DestinationFormValues;
}

/** Saves the edit form over a destination and returns the stored row. */
export async function updateDestination(
  client: DataClient,
  { id, values }: DestinationUpdateVariables,
): Promise<Tables<'destinations'>> {
  if (!uuidPattern.test(id)) throw notFoundError(destinationMessages.notFound);
  const input = parseInput(destinationInputSchema, values);
  return unwrap(
    await client.from('destinations').update(input).eq('id', id).select().single(),
    destinationConstraints,
  );
}

export type DestinationUpdateData = Tables<'destinations'>;

export function useDestinationUpdateMutation(
  options?: MutationHookOptions<DestinationUpdateData, DestinationUpdateVariables>,
) {
  const client = useSupabaseClient();
  return useInvalidatingMutation(
    (variables: DestinationUpdateVariables) => updateDestination(client, variables),
    [destinationKeys.all, searchKeys.all],
    options,
  );
}

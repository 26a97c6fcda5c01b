import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../lib/use-invalidating-mutation.ts';
import { searchKeys } from '../search/keys.ts';
import { destinationKeys } from './keys.ts';
import { destinationMessages } from './destination-messages.ts';

export interface DestinationDeleteVariables {
  id: string;
}

/**
 * Deletes a destination. RLS turns a delete the caller may not do into "0 rows", not an error,
 * so the deleted id is read back and an empty answer becomes a not-found error.
 */
export async function deleteDestination(
  client: DataClient,
  { id }: DestinationDeleteVariables,
): Promise<{ id: string }> {
  if (!uuidPattern.test(id)) throw notFoundError(destinationMessages.deleted);
  const rows = unwrap(await client.from('destinations').delete().eq('id', id).select('id'));
  const deleted = rows[0];
  if (!deleted) throw notFoundError(destinationMessages.deleted);
  return deleted;
}

export type DestinationDeleteData = { id: string };

export function useDestinationDeleteMutation(
  options?: MutationHookOptions<DestinationDeleteData, DestinationDeleteVariables>,
) {
  const client = useSupabaseClient();
  return useInvalidatingMutation(
    (variables: DestinationDeleteVariables) => deleteDestination(client, variables),
    [destinationKeys.all, searchKeys.all],
    options,
  );
}

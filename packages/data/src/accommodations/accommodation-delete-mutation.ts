import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../lib/use-invalidating-mutation.ts';
import { searchKeys } from '../search/keys.ts';
import { accommodationKeys } from './keys.ts';
import { accommodationMessages } from './accommodation-messages.ts';

export interface AccommodationDeleteVariables {
  id: string;
}

/**
 * Deletes a accommodation. RLS turns a delete the caller may not do into "0 rows", not an error,
 * so the deleted id is read back and an empty answer becomes a not-found error.
 */
export async function deleteAccommodation(
  client: DataClient,
  { id }: AccommodationDeleteVariables,
): Promise<{ id: string }> {
  if (!uuidPattern.test(id)) throw notFoundError(accommodationMessages.deleted);
  const rows = unwrap(await client.from('accommodations').delete().eq('id', id).select('id'));
  const deleted = rows[0];
  if (!deleted) throw notFoundError(accommodationMessages.deleted);
  return deleted;
}

export type AccommodationDeleteData = { id: string };

export function useAccommodationDeleteMutation(
  options?: MutationHookOptions<AccommodationDeleteData, AccommodationDeleteVariables>,
) {
  const client = useSupabaseClient();
  return useInvalidatingMutation(
    (variables: AccommodationDeleteVariables) => deleteAccommodation(client, variables),
    [accommodationKeys.all, searchKeys.all],
    options,
  );
}

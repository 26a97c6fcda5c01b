import { useSupabaseClient } from '../auth/supabase-context.tsx';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../lib/use-invalidating-mutation.ts';
import { searchKeys } from '../search/keys.ts';
import { removeImages, type ImageRemovalClient } from '../storage/image-remove.ts';
import { destinationKeys } from './keys.ts';
import { destinationMessages } from './destination-messages.ts';

export interface DestinationDeleteVariables {
  id: string;
}

/**
 * Deletes a destination. RLS turns a delete the caller may not do into "0 rows", not an error,
 * so the deleted id is read back and an empty answer becomes a not-found error.
 * Then its image is removed from storage unless another row still shows it (removeImages);
 * that cleanup never fails the delete.
 */
export async function deleteDestination(
  client: ImageRemovalClient,
  { id }: DestinationDeleteVariables,
): Promise<{ id: string }> {
  if (!uuidPattern.test(id)) throw notFoundError(destinationMessages.deleted);
  const rows = unwrap(
    await client.from('destinations').delete().eq('id', id).select('id, image_url'),
  );
  const deleted = rows[0];
  if (!deleted) throw notFoundError(destinationMessages.deleted);
  await removeImages(client, [deleted.image_url]);
  return { id: deleted.id };
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

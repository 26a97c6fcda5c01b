import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../lib/use-invalidating-mutation.ts';
import { galleryKeys } from './keys.ts';
import { galleryMessages } from './gallery-messages.ts';

export interface GalleryImageDeleteVariables {
  id: string;
}

/**
 * Deletes a gallery image. RLS turns a delete the caller may not do into "0 rows", not an error,
 * so the deleted id is read back and an empty answer becomes a not-found error.
 */
export async function deleteGalleryImage(
  client: DataClient,
  { id }: GalleryImageDeleteVariables,
): Promise<{ id: string }> {
  if (!uuidPattern.test(id)) throw notFoundError(galleryMessages.deleted);
  const rows = unwrap(await client.from('gallery').delete().eq('id', id).select('id'));
  const deleted = rows[0];
  if (!deleted) throw notFoundError(galleryMessages.deleted);
  return deleted;
}

export type GalleryImageDeleteData = { id: string };

export function useGalleryImageDeleteMutation(
  options?: MutationHookOptions<GalleryImageDeleteData, GalleryImageDeleteVariables>,
) {
  const client = useSupabaseClient();
  return useInvalidatingMutation(
    (variables: GalleryImageDeleteVariables) => deleteGalleryImage(client, variables),
    [galleryKeys.all],
    options,
  );
}

import { useSupabaseClient } from '../auth/supabase-context.tsx';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../lib/use-invalidating-mutation.ts';
import { removeImages, type ImageRemovalClient } from '../storage/image-remove.ts';
import { galleryKeys } from './keys.ts';
import { galleryMessages } from './gallery-messages.ts';

export interface GalleryImageDeleteVariables {
  id: string;
}

/**
 * Deletes a gallery image. RLS turns a delete the caller may not do into "0 rows", not an error,
 * so the deleted id is read back and an empty answer becomes a not-found error.
 * Then its image is removed from storage unless another row still shows it (removeImages);
 * that cleanup never fails the delete.
 */
export async function deleteGalleryImage(
  client: ImageRemovalClient,
  { id }: GalleryImageDeleteVariables,
): Promise<{ id: string }> {
  if (!uuidPattern.test(id)) throw notFoundError(galleryMessages.deleted);
  const rows = unwrap(await client.from('gallery').delete().eq('id', id).select('id, image_url'));
  const deleted = rows[0];
  if (!deleted) throw notFoundError(galleryMessages.deleted);
  await removeImages(client, [deleted.image_url]);
  return { id: deleted.id };
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

import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import { parseInput } from '../lib/parse-input.ts';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../lib/use-invalidating-mutation.ts';
import {
  readImageUrls,
  removeReplacedImages,
  type ImageRemovalClient,
} from '../storage/image-remove.ts';
import { galleryKeys } from './keys.ts';
import { galleryConstraints, galleryMessages } from './gallery-messages.ts';
import { galleryImageInputSchema, type GalleryImageFormValues } from './gallery-image.schema.ts';

export interface GalleryImageUpdateVariables {
  id: string;
  values: GalleryImageFormValues;
}

/**
 * Saves the edit form over a gallery image and returns the stored row. When the save replaced or
 * cleared the image, the old file is removed from storage unless another row still shows it
 * (removeImages); that cleanup never fails the save.
 */
export async function updateGalleryImage(
  client: ImageRemovalClient,
  { id, values }: GalleryImageUpdateVariables,
): Promise<Tables<'gallery'>> {
  if (!uuidPattern.test(id)) throw notFoundError(galleryMessages.notFound);
  const input = parseInput(galleryImageInputSchema, values);
  const before = await readImageUrls(
    client.from('gallery').select('image_url').eq('id', id),
    (row) => [row.image_url],
  );
  const saved = unwrap(
    await client.from('gallery').update(input).eq('id', id).select().single(),
    galleryConstraints,
  );
  await removeReplacedImages(client, before, [saved.image_url]);
  return saved;
}

export type GalleryImageUpdateData = Tables<'gallery'>;

export function useGalleryImageUpdateMutation(
  options?: MutationHookOptions<GalleryImageUpdateData, GalleryImageUpdateVariables>,
) {
  const client = useSupabaseClient();
  return useInvalidatingMutation(
    (variables: GalleryImageUpdateVariables) => updateGalleryImage(client, variables),
    [galleryKeys.all],
    options,
  );
}

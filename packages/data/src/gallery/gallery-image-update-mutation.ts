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
import { galleryKeys } from './keys.ts';
import { galleryConstraints, galleryMessages } from './gallery-messages.ts';
import { galleryImageInputSchema, type GalleryImageFormValues } from './gallery-image.schema.ts';

export interface GalleryImageUpdateVariables {
  id: string;
  values: GalleryImageFormValues;
}

/** Saves the edit form over a gallery image and returns the stored row. */
export async function updateGalleryImage(
  client: DataClient,
  { id, values }: GalleryImageUpdateVariables,
): Promise<Tables<'gallery'>> {
  if (!uuidPattern.test(id)) throw notFoundError(galleryMessages.notFound);
  const input = parseInput(galleryImageInputSchema, values);
  return unwrap(
    await client.from('gallery').update(input).eq('id', id).select().single(),
    galleryConstraints,
  );
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

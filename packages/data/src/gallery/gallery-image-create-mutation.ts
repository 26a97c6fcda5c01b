import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../lib/use-invalidating-mutation.ts';
import { galleryKeys } from './keys.ts';
import { galleryConstraints } from './gallery-messages.ts';
import { galleryImageInputSchema, type GalleryImageFormValues } from './gallery-image.schema.ts';

export interface GalleryImageCreateVariables {
  values: GalleryImageFormValues;
}

/** Inserts a gallery image (admins only, by RLS) and returns the stored row. */
export async function createGalleryImage(
  client: DataClient,
  { values }: GalleryImageCreateVariables,
): Promise<Tables<'gallery'>> {
  const input = parseInput(galleryImageInputSchema, values);
  return unwrap(await client.from('gallery').insert(input).select().single(), galleryConstraints);
}

export type GalleryImageCreateData = Tables<'gallery'>;

export function useGalleryImageCreateMutation(
  options?: MutationHookOptions<GalleryImageCreateData, GalleryImageCreateVariables>,
) {
  const client = useSupabaseClient();
  return useInvalidatingMutation(
    (variables: GalleryImageCreateVariables) => createGalleryImage(client, variables),
    [galleryKeys.all],
    options,
  );
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import { abortable, type NoVariables } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap, type DataError } from '../lib/data-error.ts';
import { galleryKeys } from './keys.ts';

/** Every gallery image in the order the gallery shows them. RLS shows the unpublished rows to admins only. */
export async function getAdminGalleryImages(
  client: DataClient,
  _variables: NoVariables = {},
  signal?: AbortSignal,
): Promise<Tables<'gallery'>[]> {
  return unwrap(
    await abortable(
      client
        .from('gallery')
        .select('*')
        .order('sort_order')
        .order('created_at', { ascending: false }),
      signal,
    ),
  );
}

export type AdminGalleryImagesData = Tables<'gallery'>[];
export type AdminGalleryImagesError = DataError;

export function adminGalleryImagesQueryOptions(client: DataClient) {
  return queryOptions({
    queryKey: galleryKeys.adminList(),
    queryFn: ({ signal }) => getAdminGalleryImages(client, {}, signal),
  });
}

/** The admin gallery image table, read with the signed-in supabase-js client. */
export function useAdminGalleryImagesQuery() {
  return useQuery(adminGalleryImagesQueryOptions(useSupabaseClient()));
}

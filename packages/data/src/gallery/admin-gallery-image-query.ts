import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap, type DataError } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import { galleryKeys } from './keys.ts';
import { galleryMessages } from './gallery-messages.ts';

export interface AdminGalleryImageVariables {
  /** The id from the edit route. */
  id: string;
}

/** One gallery image for the edit form, published or not. */
export async function getAdminGalleryImage(
  client: DataClient,
  { id }: AdminGalleryImageVariables,
  signal?: AbortSignal,
): Promise<Tables<'gallery'>> {
  if (!uuidPattern.test(id)) throw notFoundError(galleryMessages.notFound);
  const row = unwrap(
    await abortable(client.from('gallery').select('*').eq('id', id), signal).maybeSingle(),
  );
  if (!row) throw notFoundError(galleryMessages.notFound);
  return row;
}

export type AdminGalleryImageData = Tables<'gallery'>;
export type AdminGalleryImageError = DataError;

export function adminGalleryImageQueryOptions(
  client: DataClient,
  { id }: AdminGalleryImageVariables,
) {
  return queryOptions({
    queryKey: galleryKeys.adminDetail(id),
    queryFn: ({ signal }) => getAdminGalleryImage(client, { id }, signal),
  });
}

export function useAdminGalleryImageQuery(variables: AdminGalleryImageVariables) {
  return useQuery(adminGalleryImageQueryOptions(useSupabaseClient(), variables));
}

import { queryOptions } from '@tanstack/react-query';
import type { Tables } from '../database.types.ts';
import { abortable, type NoVariables } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { homeQueryDefaults, homeQueryFn } from '../lib/home-query.ts';
import { galleryKeys } from './keys.ts';

/** Gallery images on the home page (docs/product-rules.md#limits). */
const homeGalleryLimit = 6;

/** The home "Photo Gallery": docs/product-rules.md#reads exactly (all fields, limit 6). */
export async function getHomeGallery(
  client: DataClient,
  _variables: NoVariables = {},
  signal?: AbortSignal,
): Promise<Tables<'gallery'>[]> {
  return unwrap(
    await abortable(client.from('gallery').select('*').limit(homeGalleryLimit), signal),
  );
}

export type HomeGalleryData = Tables<'gallery'>[];

/** Home query: 3 retries, then an empty list (the six placeholder tiles); kept 30 minutes. */
export function homeGalleryQueryOptions(client: DataClient) {
  return queryOptions({
    queryKey: galleryKeys.home(),
    queryFn: homeQueryFn<HomeGalleryData>((signal) => getHomeGallery(client, {}, signal), []),
    ...homeQueryDefaults,
  });
}

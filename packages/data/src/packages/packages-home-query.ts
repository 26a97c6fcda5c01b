import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '../database.types.ts';
import { abortable, type NoVariables } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { homeQueryDefaults, homeQueryFn } from '../lib/home-query.ts';
import { usePublicClient } from '../public-client.tsx';
import { packageKeys } from './keys.ts';

/** Packages in the home carousel (docs/product-rules.md#limits). */
const homePackagesLimit = 8;

/** The home carousel's packages: docs/product-rules.md#reads exactly (all fields, limit 8; RLS keeps drafts out). */
export async function getHomePackages(
  client: DataClient,
  _variables: NoVariables = {},
  signal?: AbortSignal,
): Promise<Tables<'packages'>[]> {
  return unwrap(
    await abortable(client.from('packages').select('*').limit(homePackagesLimit), signal),
  );
}

export type HomePackagesData = Tables<'packages'>[];

/** Home query: 3 retries, then an empty list (never an error); kept 30 minutes. */
export function homePackagesQueryOptions(client: DataClient) {
  return queryOptions({
    queryKey: packageKeys.home(),
    queryFn: homeQueryFn<HomePackagesData>((signal) => getHomePackages(client, {}, signal), []),
    ...homeQueryDefaults,
  });
}

/** The home carousel's packages, from the nearest PublicClientProvider's client. */
export function useHomePackagesQuery() {
  return useQuery(homePackagesQueryOptions(usePublicClient()));
}

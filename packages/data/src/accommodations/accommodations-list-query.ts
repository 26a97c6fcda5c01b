import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '../database.types.ts';
import { abortable, type NoVariables } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { usePublicClient } from '../public-client.tsx';
import { accommodationKeys } from './keys.ts';

/** Published accommodations for /accommodations, by name. */
export async function getAccommodations(
  client: DataClient,
  _variables: NoVariables = {},
  signal?: AbortSignal,
): Promise<Tables<'accommodations'>[]> {
  return unwrap(
    await abortable(
      client.from('accommodations').select('*').eq('published', true).order('name'),
      signal,
    ),
  );
}

export type AccommodationsData = Tables<'accommodations'>[];

export function accommodationsQueryOptions(client: DataClient) {
  return queryOptions({
    queryKey: accommodationKeys.list(),
    queryFn: ({ signal }) => getAccommodations(client, {}, signal),
  });
}

export function useAccommodationsQuery() {
  return useQuery(accommodationsQueryOptions(usePublicClient()));
}

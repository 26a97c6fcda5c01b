import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '../database.types.ts';
import { abortable, type NoVariables } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { usePublicClient } from '../public-client.tsx';
import { destinationKeys } from './keys.ts';

/** Published destinations for /destinations, by name. */
export async function getDestinations(
  client: DataClient,
  _variables: NoVariables = {},
  signal?: AbortSignal,
): Promise<Tables<'destinations'>[]> {
  return unwrap(
    await abortable(
      client.from('destinations').select('*').eq('published', true).order('name'),
      signal,
    ),
  );
}

export type DestinationsData = Tables<'destinations'>[];

export function destinationsQueryOptions(client: DataClient) {
  return queryOptions({
    queryKey: destinationKeys.list(),
    queryFn: ({ signal }) => getDestinations(client, {}, signal),
  });
}

export function useDestinationsQuery() {
  return useQuery(destinationsQueryOptions(usePublicClient()));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '../database.types.ts';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { notFoundMessages } from '../lib/field-messages.ts';
import { uuidPattern } from '../lib/patterns.ts';
import { usePublicClient } from '../public-client.tsx';
import { accommodationKeys } from './keys.ts';

export interface AccommodationDetailVariables {
  /** The id from /accommodations/{id}. */
  id: string;
}

/** One published accommodation; a not-found DataError when there is none. */
export async function getAccommodation(
  client: DataClient,
  { id }: AccommodationDetailVariables,
  signal?: AbortSignal,
): Promise<Tables<'accommodations'>> {
  if (!uuidPattern.test(id)) throw notFoundError(notFoundMessages.accommodation);
  const row = unwrap(
    await abortable(
      client.from('accommodations').select('*').eq('id', id).eq('published', true),
      signal,
    ).maybeSingle(),
  );
  if (!row) throw notFoundError(notFoundMessages.accommodation);
  return row;
}

export type AccommodationDetailData = Tables<'accommodations'>;

export function accommodationDetailQueryOptions(
  client: DataClient,
  { id }: AccommodationDetailVariables,
) {
  return queryOptions({
    queryKey: accommodationKeys.detail(id),
    queryFn: ({ signal }) => getAccommodation(client, { id }, signal),
  });
}

export function useAccommodationDetailQuery(variables: AccommodationDetailVariables) {
  return useQuery(accommodationDetailQueryOptions(usePublicClient(), variables));
}

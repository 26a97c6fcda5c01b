import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '../database.types.ts';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { notFoundMessages } from '../lib/field-messages.ts';
import { slugPattern } from '../lib/patterns.ts';
import { usePublicClient } from '../public-client.tsx';
import { accommodationKeys } from './keys.ts';

export interface AccommodationDetailVariables {
  /** The slug from /accommodations/{slug}. */
  slug: string;
}

/**
 * One published accommodation by slug; a not-found DataError when there is none. An old address
 * (an id, an earlier slug) is `getMovedAddress`'s business.
 */
export async function getAccommodation(
  client: DataClient,
  { slug }: AccommodationDetailVariables,
  signal?: AbortSignal,
): Promise<Tables<'accommodations'>> {
  if (!slugPattern.test(slug) || slug.length > 100) {
    throw notFoundError(notFoundMessages.accommodation);
  }
  const row = unwrap(
    await abortable(
      client.from('accommodations').select('*').eq('slug', slug).eq('published', true),
      signal,
    ).maybeSingle(),
  );
  if (!row) throw notFoundError(notFoundMessages.accommodation);
  return row;
}

export type AccommodationDetailData = Tables<'accommodations'>;

export function accommodationDetailQueryOptions(
  client: DataClient,
  { slug }: AccommodationDetailVariables,
) {
  return queryOptions({
    queryKey: accommodationKeys.detail(slug),
    queryFn: ({ signal }) => getAccommodation(client, { slug }, signal),
  });
}

export function useAccommodationDetailQuery(variables: AccommodationDetailVariables) {
  return useQuery(accommodationDetailQueryOptions(usePublicClient(), variables));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap, type DataError } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import { accommodationKeys } from './keys.ts';
import { accommodationMessages } from './accommodation-messages.ts';

export interface AdminAccommodationVariables {
  /** The id from the edit route. */
  id: string;
}

/** One accommodation for the edit form, published or not. */
export async function getAdminAccommodation(
  client: DataClient,
  { id }: AdminAccommodationVariables,
  signal?: AbortSignal,
): Promise<Tables<'accommodations'>> {
  if (!uuidPattern.test(id)) throw notFoundError(accommodationMessages.notFound);
  const row = unwrap(
    await abortable(client.from('accommodations').select('*').eq('id', id), signal).maybeSingle(),
  );
  if (!row) throw notFoundError(accommodationMessages.notFound);
  return row;
}

export type AdminAccommodationData = Tables<'accommodations'>;
export type AdminAccommodationError = DataError;

export function adminAccommodationQueryOptions(
  client: DataClient,
  { id }: AdminAccommodationVariables,
) {
  return queryOptions({
    queryKey: accommodationKeys.adminDetail(id),
    queryFn: ({ signal }) => getAdminAccommodation(client, { id }, signal),
  });
}

export function useAdminAccommodationQuery(variables: AdminAccommodationVariables) {
  return useQuery(adminAccommodationQueryOptions(useSupabaseClient(), variables));
}

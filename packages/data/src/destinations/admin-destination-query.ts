import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap, type DataError } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import { destinationKeys } from './keys.ts';
import { destinationMessages } from './destination-messages.ts';

export interface AdminDestinationVariables {
  /** The id from the edit route. */
  id: string;
}

/** One destination for the edit form, published or not. */
export async function getAdminDestination(
  client: DataClient,
  { id }: AdminDestinationVariables,
  signal?: AbortSignal,
): Promise<Tables<'destinations'>> {
  if (!uuidPattern.test(id)) throw notFoundError(destinationMessages.notFound);
  const row = unwrap(
    await abortable(client.from('destinations').select('*').eq('id', id), signal).maybeSingle(),
  );
  if (!row) throw notFoundError(destinationMessages.notFound);
  return row;
}

export type AdminDestinationData = Tables<'destinations'>;
export type AdminDestinationError = DataError;

export function adminDestinationQueryOptions(
  client: DataClient,
  { id }: AdminDestinationVariables,
) {
  return queryOptions({
    queryKey: destinationKeys.adminDetail(id),
    queryFn: ({ signal }) => getAdminDestination(client, { id }, signal),
  });
}

export function useAdminDestinationQuery(variables: AdminDestinationVariables) {
  return useQuery(adminDestinationQueryOptions(useSupabaseClient(), variables));
}

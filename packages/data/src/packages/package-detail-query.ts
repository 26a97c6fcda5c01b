import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '../database.types.ts';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import { usePublicClient } from '../public-client.tsx';
import { packageKeys } from './keys.ts';
import { packageMessages } from './package-messages.ts';

export interface PackageDetailVariables {
  /** The package id from /safaris/{id}. */
  id: string;
}

/**
 * One published package. Throws a not-found DataError when there is none (or the id cannot be
 * one: no request is sent for it), which the policy never retries.
 */
export async function getPackage(
  client: DataClient,
  { id }: PackageDetailVariables,
  signal?: AbortSignal,
): Promise<Tables<'packages'>> {
  if (!uuidPattern.test(id)) throw notFoundError(packageMessages.notFound);
  const row = unwrap(
    await abortable(
      client.from('packages').select('*').eq('id', id).eq('published', true),
      signal,
    ).maybeSingle(),
  );
  if (!row) throw notFoundError(packageMessages.notFound);
  return row;
}

export type PackageDetailData = Tables<'packages'>;

export function packageDetailQueryOptions(client: DataClient, { id }: PackageDetailVariables) {
  return queryOptions({
    queryKey: packageKeys.detail(id),
    queryFn: ({ signal }) => getPackage(client, { id }, signal),
  });
}

export function usePackageDetailQuery(variables: PackageDetailVariables) {
  return useQuery(packageDetailQueryOptions(usePublicClient(), variables));
}

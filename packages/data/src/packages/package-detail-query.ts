import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '../database.types.ts';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { slugPattern } from '../lib/patterns.ts';
import { usePublicClient } from '../public-client.tsx';
import { packageKeys } from './keys.ts';
import { packageMessages } from './package-messages.ts';

export interface PackageDetailVariables {
  /** The package's slug from /safaris/{slug}. */
  slug: string;
}

/**
 * One published package by slug. Throws a not-found DataError when there is none (or the slug
 * cannot be one: no request is sent for it), which the policy never retries. An old address
 * (an id, an earlier slug) is `getMovedAddress`'s business.
 */
export async function getPackage(
  client: DataClient,
  { slug }: PackageDetailVariables,
  signal?: AbortSignal,
): Promise<Tables<'packages'>> {
  if (!slugPattern.test(slug) || slug.length > 100) throw notFoundError(packageMessages.notFound);
  const row = unwrap(
    await abortable(
      client.from('packages').select('*').eq('slug', slug).eq('published', true),
      signal,
    ).maybeSingle(),
  );
  if (!row) throw notFoundError(packageMessages.notFound);
  return row;
}

export type PackageDetailData = Tables<'packages'>;

export function packageDetailQueryOptions(client: DataClient, { slug }: PackageDetailVariables) {
  return queryOptions({
    queryKey: packageKeys.detail(slug),
    queryFn: ({ signal }) => getPackage(client, { slug }, signal),
  });
}

export function usePackageDetailQuery(variables: PackageDetailVariables) {
  return useQuery(packageDetailQueryOptions(usePublicClient(), variables));
}

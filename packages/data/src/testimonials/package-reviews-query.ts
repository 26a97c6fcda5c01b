import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '../database.types.ts';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import { usePublicClient } from '../public-client.tsx';
import { testimonialKeys } from './keys.ts';

export interface PackageReviewsVariables {
  /** The package the reviews name (testimonials.package_id). */
  packageId: string;
}

/**
 * The approved testimonials that review one package, newest first, for its page
 * (docs/product-rules.md#reviews-of-a-trip). An id that cannot be a package has none.
 */
export async function getPackageReviews(
  client: DataClient,
  { packageId }: PackageReviewsVariables,
  signal?: AbortSignal,
): Promise<Tables<'testimonials'>[]> {
  if (!uuidPattern.test(packageId)) return [];
  return unwrap(
    await abortable(
      client
        .from('testimonials')
        .select('*')
        .eq('approved', true)
        .eq('package_id', packageId)
        .order('created_at', { ascending: false }),
      signal,
    ),
  );
}

export type PackageReviewsData = Tables<'testimonials'>[];

export function packageReviewsQueryOptions(
  client: DataClient,
  { packageId }: PackageReviewsVariables,
) {
  return queryOptions({
    queryKey: testimonialKeys.forPackage(packageId),
    queryFn: ({ signal }) => getPackageReviews(client, { packageId }, signal),
  });
}

export function usePackageReviewsQuery(variables: PackageReviewsVariables) {
  return useQuery(packageReviewsQueryOptions(usePublicClient(), variables));
}

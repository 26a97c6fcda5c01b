import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Enums, Tables } from '../database.types.ts';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { usePublicClient } from '../public-client.tsx';
import { packageKeys } from './keys.ts';

export interface PackagesListVariables {
  /** Only this category (/packages/{category}); all categories when absent. */
  category?: Enums<'package_category'> | undefined;
}

/** Published packages for /safaris and /packages/{category}, in the admin's sort order. */
export async function getPackagesList(
  client: DataClient,
  { category }: PackagesListVariables = {},
  signal?: AbortSignal,
): Promise<Tables<'packages'>[]> {
  let query = client.from('packages').select('*').eq('published', true);
  if (category) query = query.eq('category', category);
  return unwrap(await abortable(query.order('sort_order').order('title'), signal));
}

export type PackagesListData = Tables<'packages'>[];

/** The safaris list; errors surface (the page shows "Failed to load safari packages": docs/product-rules.md#error-texts). */
export function packagesListQueryOptions(
  client: DataClient,
  variables: PackagesListVariables = {},
) {
  const normalized = variables.category ? { category: variables.category } : {};
  return queryOptions({
    queryKey: packageKeys.list(normalized),
    queryFn: ({ signal }) => getPackagesList(client, normalized, signal),
  });
}

export function usePackagesListQuery(variables: PackagesListVariables = {}) {
  return useQuery(packagesListQueryOptions(usePublicClient(), variables));
}

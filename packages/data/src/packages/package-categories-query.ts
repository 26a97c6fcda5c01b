import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Enums } from '../database.types.ts';
import { abortable, type NoVariables } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { usePublicClient } from '../public-client.tsx';
import { packageKeys } from './keys.ts';

/**
 * The categories that have at least one published package, in the order their first package
 * sorts (for the category filters on /safaris). PostgREST has no DISTINCT, so the one column
 * is read and de-duplicated here.
 */
export async function getPackageCategories(
  client: DataClient,
  _variables: NoVariables = {},
  signal?: AbortSignal,
): Promise<Enums<'package_category'>[]> {
  const rows = unwrap(
    await abortable(
      client.from('packages').select('category').eq('published', true).order('sort_order'),
      signal,
    ),
  );
  return [...new Set(rows.map((row) => row.category))];
}

export type PackageCategoriesData = Enums<'package_category'>[];

export function packageCategoriesQueryOptions(client: DataClient) {
  return queryOptions({
    queryKey: packageKeys.categories(),
    queryFn: ({ signal }) => getPackageCategories(client, {}, signal),
  });
}

export function usePackageCategoriesQuery() {
  return useQuery(packageCategoriesQueryOptions(usePublicClient()));
}

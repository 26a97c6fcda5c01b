import {
  packageCategoriesQueryOptions,
  packagesListQueryOptions,
  usePackageCategoriesQuery,
  usePackagesListQuery,
  type PackagesListVariables,
} from '@tembo/data';
import type { QueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../lib/layout/PageHeader.tsx';
import * as styles from '../../lib/layout/page.css.ts';
import { publicClient } from '../../lib/data/clients.ts';
import { prefetchList } from '../../lib/data/route-data.ts';
import { CategoryFilter } from './CategoryFilter.tsx';
import { PackagesList } from './PackagesList.tsx';

/** The queries of a packages list page, for its loaders. */
function packagesPageQueries(variables: PackagesListVariables) {
  return {
    list: packagesListQueryOptions(publicClient(), variables),
    categories: packageCategoriesQueryOptions(publicClient()),
  };
}

/** Build time: both queries must succeed. Returns the list for the page's structured data. */
export async function fetchPackagesPage(
  queryClient: QueryClient,
  variables: PackagesListVariables,
) {
  const queries = packagesPageQueries(variables);
  const [list] = await Promise.all([
    queryClient.fetchQuery(queries.list),
    queryClient.fetchQuery(queries.categories),
  ]);
  return list;
}

/** In the browser: never fails the navigation; the page shows the list's own error. */
export async function prefetchPackagesPage(
  queryClient: QueryClient,
  variables: PackagesListVariables,
) {
  const queries = packagesPageQueries(variables);
  const [list] = await Promise.all([
    prefetchList(queryClient, queries.list),
    prefetchList(queryClient, queries.categories),
  ]);
  return list;
}

export interface PackagesPageProps {
  title: string;
  lead: string;
  variables: PackagesListVariables;
  emptyTitle: string;
}

/** /safaris and /packages/{category}: title, category filters and the package cards. */
export function PackagesPage({ title, lead, variables, emptyTitle }: PackagesPageProps) {
  const list = usePackagesListQuery(variables);
  const categories = usePackageCategoriesQuery();
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <div className={styles.container}>
        <CategoryFilter categories={categories.data} />
        <PackagesList packages={list.data} failed={list.isError} emptyTitle={emptyTitle} />
      </div>
    </>
  );
}

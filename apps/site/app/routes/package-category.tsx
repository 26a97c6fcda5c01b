import { data } from 'react-router';
import { paths } from '../config/paths.ts';
import { loadAtBuild, loadInBrowser } from '../lib/data/route-data.ts';
import {
  categoryLabel,
  categoryLeads,
  categoryTitles,
  isPackageCategory,
} from '../features/packages/categories.ts';
import { packagesListSeo } from '../features/packages/list-seo.ts';
import {
  PackagesPage,
  fetchPackagesPage,
  prefetchPackagesPage,
} from '../features/packages/PackagesPage.tsx';
import { seoMeta } from '../lib/seo/meta.ts';
import type { Route } from './+types/package-category';
import { BuildData } from '../lib/data/BuildData.tsx';

/** The category from the URL, or a 404 for one that does not exist. */
function categoryOf(params: Route.LoaderArgs['params']) {
  if (!isPackageCategory(params.category)) throw data('Not found', { status: 404 });
  return params.category;
}

function seoFor(
  category: ReturnType<typeof categoryOf>,
  packages: Parameters<typeof packagesListSeo>[0]['packages'],
) {
  return packagesListSeo({
    title: categoryTitles[category],
    description: categoryLeads[category],
    path: paths.packageCategory(category),
    packages,
  });
}

export const loader = ({ params }: Route.LoaderArgs) => {
  const category = categoryOf(params);
  return loadAtBuild(async (queryClient) =>
    seoFor(category, await fetchPackagesPage(queryClient, { category })),
  );
};

export const clientLoader = ({ params }: Route.ClientLoaderArgs) => {
  const category = categoryOf(params);
  return loadInBrowser(async (queryClient) =>
    seoFor(category, await prefetchPackagesPage(queryClient, { category })),
  );
};

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? seoMeta(loaderData.seo) : []);

/** /packages/{category}: the safaris list filtered to one category (the home cards link here). */
export default function PackageCategory({ loaderData, params }: Route.ComponentProps) {
  const category = categoryOf(params);
  return (
    <BuildData state={loaderData.dehydratedState}>
      <PackagesPage
        title={categoryTitles[category]}
        lead={categoryLeads[category]}
        variables={{ category }}
        emptyTitle={`No ${categoryLabel(category).toLowerCase()} packages are available at the moment.`}
      />
    </BuildData>
  );
}

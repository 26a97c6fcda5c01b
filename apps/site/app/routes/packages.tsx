import { paths } from '../config/paths.ts';
import { pagesConfig } from '../config/pages.config.ts';
import { loadAtBuild, loadInBrowser } from '../lib/data/route-data.ts';
import { packagesListSeo } from '../features/packages/list-seo.ts';
import {
  PackagesPage,
  fetchPackagesPage,
  prefetchPackagesPage,
} from '../features/packages/PackagesPage.tsx';
import { seoMeta } from '../lib/seo/meta.ts';
import type { Route } from './+types/packages';
import { BuildData } from '../lib/data/BuildData.tsx';

const title = 'Safari Packages';
const lead = pagesConfig.safaris.lead;
const seo = (packages: Parameters<typeof packagesListSeo>[0]['packages']) =>
  packagesListSeo({
    title,
    description: pagesConfig.safaris.description,
    path: paths.packages(),
    packages,
  });

export const loader = () =>
  loadAtBuild(async (queryClient) => seo(await fetchPackagesPage(queryClient, {})));

export const clientLoader = () =>
  loadInBrowser(async (queryClient) => seo(await prefetchPackagesPage(queryClient, {})));

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? seoMeta(loaderData.seo) : []);

export default function Packages({ loaderData }: Route.ComponentProps) {
  return (
    <BuildData state={loaderData.dehydratedState}>
      <PackagesPage
        title={title}
        lead={lead}
        variables={{}}
        emptyTitle="No safari packages are available at the moment."
      />
    </BuildData>
  );
}

import {
  accommodationsQueryOptions,
  useAccommodationsQuery,
  type AccommodationsData,
} from '@tembo/data';
import { EmptyState } from '@tembo/ui';
import { paths } from '../config/paths.ts';
import { pagesConfig } from '../config/pages.config.ts';
import { publicClient } from '../lib/data/clients.ts';
import { loadAtBuild, loadInBrowser, prefetchList } from '../lib/data/route-data.ts';
import { AccommodationCards } from '../lib/layout/cards.tsx';
import { PageHeader } from '../lib/layout/PageHeader.tsx';
import * as styles from '../lib/layout/page.css.ts';
import { breadcrumbList, itemList } from '../lib/seo/json-ld.ts';
import { seoMeta, type PageSeo } from '../lib/seo/meta.ts';
import type { Route } from './+types/accommodations';
import { BuildData } from '../lib/data/BuildData.tsx';

const title = 'Accommodations';
const accommodations = () => accommodationsQueryOptions(publicClient());

function seo(list: AccommodationsData | undefined): PageSeo {
  return {
    title: 'Safari Lodges, Camps and Hotels',
    description: pagesConfig.accommodations.description,
    path: paths.accommodations(),
    jsonLd: [
      breadcrumbList([
        { name: 'Home', path: paths.home() },
        { name: title, path: paths.accommodations() },
      ]),
      itemList(
        title,
        (list ?? []).map((lodging) => ({
          name: lodging.name,
          path: paths.accommodation(lodging.slug),
        })),
      ),
    ],
  };
}

export const loader = () =>
  loadAtBuild(async (queryClient) => seo(await queryClient.fetchQuery(accommodations())));

export const clientLoader = () =>
  loadInBrowser(async (queryClient) => seo(await prefetchList(queryClient, accommodations())));

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? seoMeta(loaderData.seo) : []);

function AccommodationsList() {
  const { data, isError } = useAccommodationsQuery();
  if (isError && !data) {
    return (
      <EmptyState
        title="Failed to load accommodations. Please try refreshing the page."
        announce="alert"
      />
    );
  }
  if (!data || data.length === 0) {
    return <EmptyState title="No accommodations are available at the moment." />;
  }
  return <AccommodationCards rows={data} headingLevel={2} priorityFirst />;
}

export default function Accommodations({ loaderData }: Route.ComponentProps) {
  return (
    <BuildData state={loaderData.dehydratedState}>
      <PageHeader title={title} lead={pagesConfig.accommodations.lead} />
      <div className={styles.container}>
        <AccommodationsList />
      </div>
    </BuildData>
  );
}

import { destinationsQueryOptions, useDestinationsQuery, type DestinationsData } from '@tembo/data';
import { DestinationCard, EmptyState } from '@tembo/ui';
import { paths } from '../config/paths.ts';
import { pagesConfig } from '../config/pages.config.ts';
import { publicClient } from '../lib/data/clients.ts';
import { loadAtBuild, loadInBrowser, prefetchList } from '../lib/data/route-data.ts';
import { shortSummary } from '../lib/format/format.ts';
import { cardImage } from '../lib/format/record-image.ts';
import { PageHeader } from '../lib/layout/PageHeader.tsx';
import * as styles from '../lib/layout/page.css.ts';
import { breadcrumbList, touristDestination } from '../lib/seo/json-ld.ts';
import { seoMeta, type PageSeo } from '../lib/seo/meta.ts';
import type { Route } from './+types/destinations';
import { BuildData } from '../lib/data/BuildData.tsx';

const title = 'Destinations';
const destinations = () => destinationsQueryOptions(publicClient());

function seo(list: DestinationsData | undefined): PageSeo {
  return {
    title: pagesConfig.destinations.title,
    description: pagesConfig.destinations.description,
    path: paths.destinations(),
    sections: (list ?? []).map((destination) => ({
      id: destination.slug,
      title: destination.name,
    })),
    jsonLd: [
      breadcrumbList([
        { name: 'Home', path: paths.home() },
        { name: title, path: paths.destinations() },
      ]),
      ...(list ?? []).map((destination) =>
        touristDestination({
          name: destination.name,
          description: destination.description,
          path: paths.destination(destination.slug),
          image: destination.image_url,
          location: destination.location,
          highlights: destination.highlights,
        }),
      ),
    ],
  };
}

/** The WhatsApp greeting names the page, or the destination its link opens (`seo.sections`). */
export const handle = { whatsapp: true };

export const loader = () =>
  loadAtBuild(async (queryClient) => seo(await queryClient.fetchQuery(destinations())));

export const clientLoader = () =>
  loadInBrowser(async (queryClient) => seo(await prefetchList(queryClient, destinations())));

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? seoMeta(loaderData.seo) : []);

function DestinationsList() {
  const { data, isError } = useDestinationsQuery();
  if (isError && !data) {
    return (
      <EmptyState
        title="Failed to load destinations. Please try refreshing the page."
        announce="alert"
      />
    );
  }
  if (!data || data.length === 0) {
    return <EmptyState title="No destinations are available at the moment." />;
  }
  // Each card keeps the destination's slug as its id: links to the sections this page had
  // (/destinations#{slug}) still land on the destination (docs/product-rules.md#public-routes).
  return (
    <ul className={styles.grid}>
      {data.map((destination, index) => (
        <li key={destination.id} id={destination.slug}>
          <DestinationCard
            name={destination.name}
            href={paths.destination(destination.slug)}
            image={cardImage(destination, destination.name, index === 0)}
            location={destination.location}
            description={shortSummary(destination.description)}
            headingLevel={2}
          />
        </li>
      ))}
    </ul>
  );
}

export default function Destinations({ loaderData }: Route.ComponentProps) {
  return (
    <BuildData state={loaderData.dehydratedState}>
      <PageHeader title={title} lead={pagesConfig.destinations.lead} />
      <div className={styles.container}>
        <DestinationsList />
      </div>
    </BuildData>
  );
}

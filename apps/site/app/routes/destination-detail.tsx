import { type QueryClient } from '@tanstack/react-query';
import {
  destinationAccommodationsQueryOptions,
  destinationDetailQueryOptions,
  destinationPackagesQueryOptions,
  movedAddressQueryOptions,
  readGallery,
  useDestinationAccommodationsQuery,
  useDestinationDetailQuery,
  useDestinationPackagesQuery,
  type DestinationDetailData,
} from '@tembo/data';
import { AccommodationCard, PackageCard } from '@tembo/ui';
import { paths } from '../config/paths.ts';
import { AccommodationLocation } from '../features/accommodations/AccommodationLocation.tsx';
import { DestinationArticle } from '../features/destinations/DestinationArticle.tsx';
import { RecordGallery } from '../features/gallery/RecordGallery.tsx';
import { accommodationTypeLabel } from '../features/accommodations/labels.ts';
import { publicClient } from '../lib/data/clients.ts';
import { fetchOrMoved, loadAtBuild, loadInBrowser, prefetchList } from '../lib/data/route-data.ts';
import { imageSize, responsiveImage } from '../lib/format/images.ts';
import { altText, focalPoint } from '../lib/format/record-image.ts';
import * as styles from '../lib/layout/page.css.ts';
import { breadcrumbList, touristDestination } from '../lib/seo/json-ld.ts';
import { seoMeta, type PageSeo } from '../lib/seo/meta.ts';
import { packageCardImage } from '../lib/format/package-card-image.ts';
import type { Route } from './+types/destination-detail';
import { BuildData } from '../lib/data/BuildData.tsx';

const detail = (slug: string) => destinationDetailQueryOptions(publicClient(), { slug });
const trips = (destinationId: string) =>
  destinationPackagesQueryOptions(publicClient(), { destinationId });
const stays = (destinationId: string) =>
  destinationAccommodationsQueryOptions(publicClient(), { destinationId });

/** The page an old address of a destination (an earlier slug, its id) now is, if any. */
const moved = (key: string) => async (queryClient: QueryClient) => {
  const slug = await queryClient.fetchQuery(
    movedAddressQueryOptions(publicClient(), { kind: 'destination', key }),
  );
  return slug ? paths.destination(slug) : null;
};

function seo(destination: DestinationDetailData): PageSeo {
  const path = paths.destination(destination.slug);
  return {
    title: destination.location ? `${destination.name}, ${destination.location}` : destination.name,
    description: destination.description || `Safaris and places to stay in ${destination.name}.`,
    path,
    image: destination.image_url
      ? { src: destination.image_url, alt: destination.image_alt ?? destination.name }
      : null,
    jsonLd: [
      touristDestination({
        name: destination.name,
        description: destination.description,
        path,
        image: destination.image_url,
        location: destination.location,
        latitude: destination.latitude,
        longitude: destination.longitude,
        highlights: destination.highlights,
      }),
      breadcrumbList([
        { name: 'Home', path: paths.home() },
        { name: 'Destinations', path: paths.destinations() },
        { name: destination.name, path },
      ]),
    ],
  };
}

/** The safaris and lodges there, beside the destination; at build time they must load. */
async function alongside(
  queryClient: QueryClient,
  destination: DestinationDetailData,
  atBuild: boolean,
) {
  const reads = [trips(destination.id), stays(destination.id)] as const;
  await Promise.all(
    atBuild
      ? [queryClient.fetchQuery(reads[0]), queryClient.fetchQuery(reads[1])]
      : [prefetchList(queryClient, reads[0]), prefetchList(queryClient, reads[1])],
  );
  return seo(destination);
}

export const loader = ({ params }: Route.LoaderArgs) =>
  loadAtBuild(async (queryClient) =>
    alongside(queryClient, await queryClient.fetchQuery(detail(params.slug)), true),
  );

export const clientLoader = ({ params }: Route.ClientLoaderArgs) =>
  loadInBrowser(async (queryClient) =>
    alongside(
      queryClient,
      await fetchOrMoved(queryClient, detail(params.slug), moved(params.slug)),
      false,
    ),
  );

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? seoMeta(loaderData.seo) : []);

/** The WhatsApp button's greeting names this page (lib/layout/whatsapp-greeting.ts). */
export const handle = { whatsapp: true };

/** The published safaris filed under the destination; nothing without any. */
function Trips({ destination }: { destination: DestinationDetailData }) {
  const { data = [] } = useDestinationPackagesQuery({ destinationId: destination.id });
  if (data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="trips">
      <div className={styles.sectionHeader}>
        <h2 id="trips" className={styles.sectionTitle}>
          Safaris in {destination.name}
        </h2>
      </div>
      <ul className={styles.grid}>
        {data.map((pkg) => (
          <li key={pkg.id}>
            <PackageCard
              title={pkg.title}
              href={paths.package(pkg.slug)}
              image={packageCardImage(pkg)}
              duration={pkg.duration}
              priceUsd={pkg.price_usd}
              highlights={pkg.highlights}
              headingLevel={3}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The published accommodations in the destination; nothing without any. */
function Stays({ destination }: { destination: DestinationDetailData }) {
  const { data = [] } = useDestinationAccommodationsQuery({ destinationId: destination.id });
  if (data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="stays">
      <div className={styles.sectionHeader}>
        <h2 id="stays" className={styles.sectionTitle}>
          Where to stay in {destination.name}
        </h2>
      </div>
      <ul className={styles.grid}>
        {data.map((lodging) => (
          <li key={lodging.id}>
            <AccommodationCard
              name={lodging.name}
              href={paths.accommodation(lodging.slug)}
              image={
                lodging.image_url
                  ? {
                      ...responsiveImage(lodging.image_url, 'card'),
                      alt: altText(lodging.image_alt, lodging.image_decorative, lodging.name),
                      focalPoint: focalPoint(lodging.image_focal_x, lodging.image_focal_y),
                      ...imageSize,
                    }
                  : null
              }
              location={lodging.location}
              category={accommodationTypeLabel(lodging.type)}
              description={lodging.description}
              headingLevel={3}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Destination({ slug }: { slug: string }) {
  const { data: destination } = useDestinationDetailQuery({ slug });
  // The loaders put the destination in the cache before this renders; a background refetch
  // that fails keeps showing it.
  if (!destination) return null;
  return (
    <DestinationArticle destination={destination}>
      <RecordGallery pictures={readGallery(destination.gallery)} name={destination.name} />
      <Trips destination={destination} />
      <Stays destination={destination} />
      <AccommodationLocation
        name={destination.name}
        location={destination.location}
        latitude={destination.latitude}
        longitude={destination.longitude}
      />
    </DestinationArticle>
  );
}

/** /destinations/{slug}: the place, its safaris and lodges, and its map, loaded when near. */
export default function DestinationDetailPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <BuildData state={loaderData.dehydratedState}>
      <Destination slug={params.slug} />
    </BuildData>
  );
}

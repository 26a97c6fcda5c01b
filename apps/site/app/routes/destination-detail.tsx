import type { QueryClient } from '@tanstack/react-query';
import {
  destinationAccommodationsQueryOptions,
  destinationDetailQueryOptions,
  destinationPackagesQueryOptions,
  readGallery,
  useDestinationAccommodationsQuery,
  useDestinationDetailQuery,
  useDestinationPackagesQuery,
  type DestinationDetailData,
} from '@tembo/data';
import { paths } from '../config/paths.ts';
import { AccommodationLocation } from '../features/accommodations/AccommodationLocation.tsx';
import { DestinationArticle } from '../features/destinations/DestinationArticle.tsx';
import { RecordGallery } from '../features/gallery/RecordGallery.tsx';
import { publicClient } from '../lib/data/clients.ts';
import { fetchOrMoved, loadAtBuild, loadInBrowser, prefetchList } from '../lib/data/route-data.ts';
import { AccommodationCards, PackageCards } from '../lib/layout/cards.tsx';
import { Section } from '../lib/layout/Section.tsx';
import { breadcrumbList, touristDestination } from '../lib/seo/json-ld.ts';
import { seoMeta, type PageSeo } from '../lib/seo/meta.ts';
import type { Route } from './+types/destination-detail';
import { BuildData } from '../lib/data/BuildData.tsx';

const detail = (slug: string) => destinationDetailQueryOptions(publicClient(), { slug });
const trips = (destinationId: string) =>
  destinationPackagesQueryOptions(publicClient(), { destinationId });
const stays = (destinationId: string) =>
  destinationAccommodationsQueryOptions(publicClient(), { destinationId });

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
      await fetchOrMoved(queryClient, detail(params.slug), {
        kind: 'destination',
        key: params.slug,
        page: paths.destination,
      }),
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
    <Section id="trips" title={`Safaris in ${destination.name}`}>
      <PackageCards rows={data} />
    </Section>
  );
}

/** The published accommodations in the destination; nothing without any. */
function Stays({ destination }: { destination: DestinationDetailData }) {
  const { data = [] } = useDestinationAccommodationsQuery({ destinationId: destination.id });
  if (data.length === 0) return null;
  return (
    <Section id="stays" title={`Where to stay in ${destination.name}`}>
      <AccommodationCards rows={data} />
    </Section>
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

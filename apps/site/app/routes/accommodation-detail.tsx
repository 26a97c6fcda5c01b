import {
  accommodationDetailQueryOptions,
  readGallery,
  useAccommodationDetailQuery,
  type AccommodationDetailData,
} from '@tembo/data';
import { paths } from '../config/paths.ts';
import { RecordGallery } from '../features/gallery/RecordGallery.tsx';
import { AccommodationArticle } from '../features/accommodations/AccommodationArticle.tsx';
import { accommodationTypeLabel } from '../lib/format/accommodation-type.ts';
import { publicClient } from '../lib/data/clients.ts';
import { fetchOrMoved, loadAtBuild, loadInBrowser } from '../lib/data/route-data.ts';
import { breadcrumbList, lodgingBusiness } from '../lib/seo/json-ld.ts';
import { seoMeta, type PageSeo } from '../lib/seo/meta.ts';
import type { Route } from './+types/accommodation-detail';
import { BuildData } from '../lib/data/BuildData.tsx';

const detail = (slug: string) => accommodationDetailQueryOptions(publicClient(), { slug });

function seo(lodging: AccommodationDetailData): PageSeo {
  const path = paths.accommodation(lodging.slug);
  return {
    title: `${lodging.name}, ${lodging.location}`,
    description: `${accommodationTypeLabel(lodging.type)} in ${lodging.location}. ${lodging.description}`,
    path,
    image: lodging.image_url
      ? { src: lodging.image_url, alt: lodging.image_alt ?? lodging.name }
      : null,
    jsonLd: [
      lodgingBusiness({
        name: lodging.name,
        description: lodging.description,
        path,
        image: lodging.image_url,
        location: lodging.location,
        latitude: lodging.latitude,
        longitude: lodging.longitude,
        priceRange: lodging.price_range,
        rating: lodging.rating,
        amenities: lodging.amenities,
      }),
      breadcrumbList([
        { name: 'Home', path: paths.home() },
        { name: 'Accommodations', path: paths.accommodations() },
        { name: lodging.name, path },
      ]),
    ],
  };
}

export const loader = ({ params }: Route.LoaderArgs) =>
  loadAtBuild(async (queryClient) => seo(await queryClient.fetchQuery(detail(params.slug))));

export const clientLoader = ({ params }: Route.ClientLoaderArgs) =>
  loadInBrowser(async (queryClient) =>
    seo(
      await fetchOrMoved(queryClient, detail(params.slug), {
        kind: 'accommodation',
        key: params.slug,
        page: paths.accommodation,
      }),
    ),
  );

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? seoMeta(loaderData.seo) : []);

/** The WhatsApp button's greeting names this page (lib/layout/whatsapp-greeting.ts). */
export const handle = { whatsapp: true };

function AccommodationDetail({ slug }: { slug: string }) {
  const { data: lodging } = useAccommodationDetailQuery({ slug });
  if (!lodging) return null;
  return (
    <AccommodationArticle lodging={lodging}>
      <RecordGallery pictures={readGallery(lodging.gallery)} name={lodging.name} />
    </AccommodationArticle>
  );
}

/** /accommodations/{slug}: the place, its amenities and its location on a lazily loaded map. */
export default function AccommodationDetailPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <BuildData state={loaderData.dehydratedState}>
      <AccommodationDetail slug={params.slug} />
    </BuildData>
  );
}

import { HydrationBoundary, type QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  accommodationDetailQueryOptions,
  movedAddressQueryOptions,
  readGallery,
  useAccommodationDetailQuery,
  type AccommodationDetailData,
} from '@tembo/data';
import { LinkButton, StarRating } from '@tembo/ui';
import { paths } from '../config/paths.ts';
import { RecordGallery } from '../features/gallery/RecordGallery.tsx';
import { AccommodationLocation } from '../features/accommodations/AccommodationLocation.tsx';
import { accommodationTypeLabel } from '../features/accommodations/labels.ts';
import { publicClient } from '../lib/data/clients.ts';
import { fetchOrMoved, loadAtBuild, loadInBrowser } from '../lib/data/route-data.ts';
import { altText, focalPoint } from '../lib/format/record-image.ts';
import { CallToAction } from '../lib/layout/CallToAction.tsx';
import { PageImage } from '../lib/layout/PageImage.tsx';
import { PageHeader } from '../lib/layout/PageHeader.tsx';
import * as styles from '../lib/layout/page.css.ts';
import { breadcrumbList, lodgingBusiness } from '../lib/seo/json-ld.ts';
import { seoMeta, type PageSeo } from '../lib/seo/meta.ts';
import type { Route } from './+types/accommodation-detail';

const detail = (slug: string) => accommodationDetailQueryOptions(publicClient(), { slug });

/** The page an old address of an accommodation (its id, an earlier slug) now is, if any. */
const moved = (key: string) => async (queryClient: QueryClient) => {
  const slug = await queryClient.fetchQuery(
    movedAddressQueryOptions(publicClient(), { kind: 'accommodation', key }),
  );
  return slug ? paths.accommodation(slug) : null;
};

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
    seo(await fetchOrMoved(queryClient, detail(params.slug), moved(params.slug))),
  );

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? seoMeta(loaderData.seo) : []);

/** The WhatsApp button's greeting names this page (lib/layout/whatsapp-greeting.ts). */
export const handle = { whatsapp: true };

function AccommodationDetail({ slug }: { slug: string }) {
  const { data: lodging } = useAccommodationDetailQuery({ slug });
  if (!lodging) return null;
  return (
    <article>
      <PageHeader
        eyebrow={
          <Link className={`${styles.link} ${styles.backLink}`} to={paths.accommodations()}>
            All accommodations
          </Link>
        }
        title={lodging.name}
      >
        <ul className={styles.facts} aria-label="At a glance">
          <li>
            <span className={styles.factValue}>{accommodationTypeLabel(lodging.type)}</span> in{' '}
            {lodging.location}
          </li>
          {lodging.price_range ? (
            <li>
              Price range: <span className={styles.factValue}>{lodging.price_range}</span>
            </li>
          ) : null}
          {lodging.rating ? (
            <li className={styles.rating}>
              {/* Our own rating of the stay, not a hotel class or guests' reviews: said in sight
                  and in the stars' name (docs/product-rules.md#lodge-ratings). */}
              <span aria-hidden="true">
                Our rating: <span className={styles.factValue}>{lodging.rating} / 5</span>
              </span>
              <StarRating value={lodging.rating} label="Our rating" />
            </li>
          ) : null}
        </ul>
      </PageHeader>
      <div className={styles.container}>
        <PageImage
          url={lodging.image_url}
          alt={altText(lodging.image_alt, lodging.image_decorative, lodging.name)}
          focalPoint={focalPoint(lodging.image_focal_x, lodging.image_focal_y)}
          missingText="No image available"
        />
        <div className={styles.split}>
          <section aria-labelledby="about-stay">
            <h2 id="about-stay" className={styles.sectionTitle}>
              About the stay
            </h2>
            <p className={styles.text}>{lodging.description}</p>
          </section>
          {lodging.amenities.length > 0 ? (
            <section aria-labelledby="amenities" className={styles.panel}>
              <h2 id="amenities" className={styles.subTitle}>
                Amenities
              </h2>
              <ul className={styles.list}>
                {lodging.amenities.map((amenity) => (
                  <li key={amenity}>{amenity}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <RecordGallery pictures={readGallery(lodging.gallery)} name={lodging.name} />
        <AccommodationLocation
          name={lodging.name}
          location={lodging.location}
          latitude={lodging.latitude}
          longitude={lodging.longitude}
        />
        <CallToAction
          title="Stay here on your safari"
          text={`We can build ${lodging.name} into any of our safaris. Tell us your dates and we will check availability.`}
        >
          <LinkButton href={paths.contactAboutStay(lodging.id)}>Contact Us</LinkButton>
        </CallToAction>
      </div>
    </article>
  );
}

/** /accommodations/{slug}: the place, its amenities and its location on a lazily loaded map. */
export default function AccommodationDetailPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <AccommodationDetail slug={params.slug} />
    </HydrationBoundary>
  );
}

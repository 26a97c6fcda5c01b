import { HydrationBoundary, type QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  accommodationsQueryOptions,
  movedAddressQueryOptions,
  packageDetailQueryOptions,
  packageReviewsQueryOptions,
  packagesListQueryOptions,
  readGallery,
  readItinerary,
  useAccommodationsQuery,
  usePackageDetailQuery,
  usePackageReviewsQuery,
  usePackagesListQuery,
  type PackageDetailData,
} from '@tembo/data';
import { LinkButton, PackageCard, TestimonialCard } from '@tembo/ui';
import { paths } from '../config/paths.ts';
import { siteConfig } from '../config/site.config.ts';
import { RecordGallery } from '../features/gallery/RecordGallery.tsx';
import { EnquireBar } from '../features/packages/EnquireBar.tsx';
import { RouteMap } from '../features/packages/RouteMap.tsx';
import { lodgeOfDay, routeStops, type LodgeRef } from '../features/packages/route-stops.ts';
import { publicClient } from '../lib/data/clients.ts';
import { fetchOrMoved, loadAtBuild, loadInBrowser, prefetchList } from '../lib/data/route-data.ts';
import { formatUsd } from '../lib/format/format.ts';
import { altText, focalPoint } from '../lib/format/record-image.ts';
import { CallToAction } from '../lib/layout/CallToAction.tsx';
import { PageImage } from '../lib/layout/PageImage.tsx';
import { PageHeader } from '../lib/layout/PageHeader.tsx';
import * as styles from '../lib/layout/page.css.ts';
import { categoryLabel } from '../features/packages/categories.ts';
import { packageSeo } from '../features/packages/package-seo.ts';
import {
  useGreetingSubject,
  useTripDraft,
  whatsAppGreeting,
} from '../lib/layout/whatsapp-greeting.ts';
import { seoMeta } from '../lib/seo/meta.ts';
import { packageCardImage } from '../lib/format/package-card-image.ts';
import type { Route } from './+types/package-detail';

const detail = (slug: string) => packageDetailQueryOptions(publicClient(), { slug });

/** The page an old address of a package (its id, an earlier slug) now is, if any. */
const moved = (key: string) => async (queryClient: QueryClient) => {
  const slug = await queryClient.fetchQuery(
    movedAddressQueryOptions(publicClient(), { kind: 'package', key }),
  );
  return slug ? paths.package(slug) : null;
};
const reviews = (packageId: string) => packageReviewsQueryOptions(publicClient(), { packageId });
/** Related trips: the package's category (docs/product-rules.md#reviews-of-a-trip). */
const related = (pkg: PackageDetailData) =>
  packagesListQueryOptions(publicClient(), { category: pkg.category });

/** The published lodges, which itinerary days link to and the route map places. */
const lodges = () => accommodationsQueryOptions(publicClient());

/**
 * Its reviews, the trips of its category and the lodges, beside the package; at build time they
 * must load.
 */
async function alongside(queryClient: QueryClient, pkg: PackageDetailData, atBuild: boolean) {
  await Promise.all(
    atBuild
      ? [
          queryClient.fetchQuery(reviews(pkg.id)),
          queryClient.fetchQuery(related(pkg)),
          queryClient.fetchQuery(lodges()),
        ]
      : [
          prefetchList(queryClient, reviews(pkg.id)),
          prefetchList(queryClient, related(pkg)),
          prefetchList(queryClient, lodges()),
        ],
  );
  return packageSeo(pkg);
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
export const handle = { whatsapp: true, enquireBar: true };

/** How many related trips the page offers. */
const relatedTrips = 3;

/** Approved testimonials that name this package; nothing without any. */
function Reviews({ packageId }: { packageId: string }) {
  const { data = [] } = usePackageReviewsQuery({ packageId });
  if (data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="reviews">
      <div className={styles.sectionHeader}>
        <h2 id="reviews" className={styles.sectionTitle}>
          Reviews of this trip
        </h2>
      </div>
      <ul className={styles.grid}>
        {data.map((review) => (
          <li key={review.id}>
            <TestimonialCard
              name={review.name}
              rating={review.rating}
              text={review.content}
              country={review.country ?? undefined}
              photoSrc={review.image_url}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Other published trips of the same category; nothing when it has no other. */
function RelatedTrips({ pkg }: { pkg: PackageDetailData }) {
  const { data = [] } = usePackagesListQuery({ category: pkg.category });
  const others = data.filter((other) => other.id !== pkg.id).slice(0, relatedTrips);
  if (others.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="related">
      <div className={styles.sectionHeader}>
        <h2 id="related" className={styles.sectionTitle}>
          Related trips
        </h2>
      </div>
      <ul className={styles.grid}>
        {others.map((other) => (
          <li key={other.id}>
            <PackageCard
              title={other.title}
              href={paths.package(other.slug)}
              image={packageCardImage(other)}
              duration={other.duration}
              priceUsd={other.price_usd}
              highlights={other.highlights}
              headingLevel={3}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The phone's Enquire bar, with the WhatsApp greeting the floating button would have sent. */
function PhoneEnquireBar({ packageId }: { packageId: string }) {
  const greeting = whatsAppGreeting(
    siteConfig.whatsapp.greeting,
    useGreetingSubject(siteConfig.url),
    useTripDraft(),
  );
  return (
    <EnquireBar
      enquireHref={paths.contact(packageId)}
      whatsAppNumber={siteConfig.whatsapp.number}
      greeting={greeting}
    />
  );
}

/**
 * Where a day's night is spent: a link to the lodge's page when the day names a published lodge
 * (by id, chosen in the admin: docs/decisions.md#record-galleries), else the name in words.
 */
function Overnight({ name, lodge }: { name: string | null; lodge: LodgeRef | null }) {
  if (!name && !lodge) return null;
  return (
    <p className={styles.timelineMeta}>
      Overnight:{' '}
      {lodge ? (
        <Link className={styles.link} to={paths.accommodation(lodge.slug)}>
          {name || lodge.name}
        </Link>
      ) : (
        name
      )}
    </p>
  );
}

function PackageArticle({ slug }: { slug: string }) {
  const { data: pkg } = usePackageDetailQuery({ slug });
  const { data: publishedLodges = [] } = useAccommodationsQuery();
  // The loaders put the package in the cache before this renders; a background refetch that
  // fails keeps showing it.
  if (!pkg) return null;
  const itinerary = readItinerary(pkg.itinerary);
  const lodgeRefs: LodgeRef[] = publishedLodges;
  const stops = routeStops(itinerary, lodgeRefs);
  return (
    <article>
      <PageHeader
        eyebrow={
          <Link className={`${styles.link} ${styles.backLink}`} to={paths.packages()}>
            All safari packages
          </Link>
        }
        title={pkg.title}
      >
        <ul className={styles.facts} aria-label="At a glance">
          <li>
            Duration: <span className={styles.factValue}>{pkg.duration}</span>
          </li>
          <li>
            Price: <span className={styles.factValue}>{formatUsd(pkg.price_usd)}</span>{' '}
            {pkg.price_basis || 'per person'}
          </li>
          <li>
            Category:{' '}
            <Link className={styles.link} to={paths.packageCategory(pkg.category)}>
              {categoryLabel(pkg.category)}
            </Link>
          </li>
        </ul>
        <div className={styles.actions}>
          <LinkButton href={paths.contact(pkg.id)}>Enquire about this safari</LinkButton>
        </div>
      </PageHeader>
      <div className={styles.container}>
        <PageImage
          url={pkg.image_url}
          alt={altText(pkg.image_alt, pkg.image_decorative, pkg.title)}
          focalPoint={focalPoint(pkg.image_focal_x, pkg.image_focal_y)}
          missingText="No image available"
        />
        <div className={styles.split}>
          <div className={styles.stack}>
            {pkg.description.trim() ? (
              <section aria-labelledby="overview">
                <h2 id="overview" className={styles.sectionTitle}>
                  Overview
                </h2>
                <p className={styles.text}>{pkg.description}</p>
              </section>
            ) : null}
            {pkg.best_time ? (
              <section aria-labelledby="best-time">
                <h2 id="best-time" className={styles.sectionTitle}>
                  Best time to go
                </h2>
                <p className={styles.text}>{pkg.best_time}</p>
              </section>
            ) : null}
          </div>
          {pkg.highlights.length > 0 ? (
            <section aria-labelledby="highlights" className={styles.panel}>
              <h2 id="highlights" className={styles.subTitle}>
                Highlights
              </h2>
              <ul className={styles.list}>
                {pkg.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        {itinerary.length > 0 ? (
          <section className={styles.section} aria-labelledby="itinerary">
            <div className={styles.sectionHeader}>
              <h2 id="itinerary" className={styles.sectionTitle}>
                Day-by-day itinerary
              </h2>
            </div>
            <ol className={styles.timeline}>
              {itinerary.map((day) => (
                <li key={day.day} className={styles.timelineDay}>
                  <h3 className={styles.subTitle}>
                    Day {day.day}: {day.title}
                  </h3>
                  <p className={styles.text}>{day.description}</p>
                  <Overnight name={day.accommodation} lodge={lodgeOfDay(day, lodgeRefs)} />
                  {day.meals ? <p className={styles.timelineMeta}>Meals: {day.meals}</p> : null}
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        {/* A section with nothing in it is not shown (docs/product-rules.md#publishing-a-package). */}
        {pkg.inclusions.length > 0 || pkg.exclusions.length > 0 ? (
          <section className={`${styles.section} ${styles.columns}`} aria-label="What is included">
            {pkg.inclusions.length > 0 ? (
              <div>
                <h2 className={styles.subTitle}>Included</h2>
                <ul className={styles.list}>
                  {pkg.inclusions.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {pkg.exclusions.length > 0 ? (
              <div>
                <h2 className={styles.subTitle}>Not included</h2>
                <ul className={styles.list}>
                  {pkg.exclusions.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </section>
        ) : null}
        <RouteMap stops={stops} title={pkg.title} />
        <RecordGallery pictures={readGallery(pkg.gallery)} name={pkg.title} />
        <Reviews packageId={pkg.id} />
        <RelatedTrips pkg={pkg} />
        <CallToAction
          title="Ready to go?"
          text={`Ask us about dates, permits and lodges for ${pkg.title}. We answer within one working day.`}
        >
          <LinkButton href={paths.contact(pkg.id)}>Enquire about this safari</LinkButton>
          <LinkButton href={paths.submitTestimonial(pkg.id)} variant="soft">
            Review this trip
          </LinkButton>
        </CallToAction>
      </div>
      <PhoneEnquireBar packageId={pkg.id} />
    </article>
  );
}

/** /safaris/{slug}: price, duration, highlights, itinerary, inclusions and the enquiry action. */
export default function PackageDetailRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PackageArticle slug={params.slug} />
    </HydrationBoundary>
  );
}

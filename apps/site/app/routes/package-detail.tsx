import type { QueryClient } from '@tanstack/react-query';
import {
  accommodationsByIdsQueryOptions,
  packageDetailQueryOptions,
  packageReviewsQueryOptions,
  readGallery,
  readItinerary,
  relatedPackagesQueryOptions,
  useAccommodationsByIdsQuery,
  usePackageDetailQuery,
  usePackageReviewsQuery,
  useRelatedPackagesQuery,
  type PackageDetailData,
} from '@tembo/data';
import { paths } from '../config/paths.ts';
import { siteConfig } from '../config/site.config.ts';
import { RecordGallery } from '../features/gallery/RecordGallery.tsx';
import { EnquireBar } from '../features/packages/EnquireBar.tsx';
import { publicClient } from '../lib/data/clients.ts';
import { fetchOrMoved, loadAtBuild, loadInBrowser, prefetchList } from '../lib/data/route-data.ts';
import { PackageCards, TestimonialCards } from '../lib/layout/cards.tsx';
import { Section } from '../lib/layout/Section.tsx';
import { PackageArticle } from '../features/packages/PackageArticle.tsx';
import { packageSeo } from '../features/packages/package-seo.ts';
import {
  useGreetingSubject,
  useTripDraft,
  whatsAppGreeting,
} from '../lib/layout/whatsapp-greeting.ts';
import { seoMeta } from '../lib/seo/meta.ts';
import type { Route } from './+types/package-detail';
import { BuildData } from '../lib/data/BuildData.tsx';

const detail = (slug: string) => packageDetailQueryOptions(publicClient(), { slug });

const reviews = (packageId: string) => packageReviewsQueryOptions(publicClient(), { packageId });
/**
 * Related trips: a few others of the package's category (docs/product-rules.md#reviews-of-a-trip),
 * only those the page shows.
 */
const related = (pkg: PackageDetailData) =>
  relatedPackagesQueryOptions(publicClient(), { packageId: pkg.id, category: pkg.category });

/** The lodges its itinerary names: the days link to them and the route map places them. */
const lodgeIdsOf = (pkg: PackageDetailData) =>
  readItinerary(pkg.itinerary).map((day) => day.accommodation_id);
const lodges = (pkg: PackageDetailData) =>
  accommodationsByIdsQueryOptions(publicClient(), { ids: lodgeIdsOf(pkg) });

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
          queryClient.fetchQuery(lodges(pkg)),
        ]
      : [
          prefetchList(queryClient, reviews(pkg.id)),
          prefetchList(queryClient, related(pkg)),
          prefetchList(queryClient, lodges(pkg)),
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
      await fetchOrMoved(queryClient, detail(params.slug), {
        kind: 'package',
        key: params.slug,
        page: paths.package,
      }),
      false,
    ),
  );

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? seoMeta(loaderData.seo) : []);

/** The WhatsApp button's greeting names this page (lib/layout/whatsapp-greeting.ts). */
export const handle = { whatsapp: true, enquireBar: true };

/** Approved testimonials that name this package; nothing without any. */
function Reviews({ packageId }: { packageId: string }) {
  const { data = [] } = usePackageReviewsQuery({ packageId });
  if (data.length === 0) return null;
  return (
    <Section id="reviews" title="Reviews of this trip">
      <TestimonialCards rows={data} />
    </Section>
  );
}

/** Other published trips of the same category; nothing when it has no other. */
function RelatedTrips({ pkg }: { pkg: PackageDetailData }) {
  const { data: others = [] } = useRelatedPackagesQuery({
    packageId: pkg.id,
    category: pkg.category,
  });
  if (others.length === 0) return null;
  return (
    <Section id="related" title="Related trips">
      <PackageCards rows={others} />
    </Section>
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

function PackageDetail({ slug }: { slug: string }) {
  const { data: pkg } = usePackageDetailQuery({ slug });
  const { data: itineraryLodges = [] } = useAccommodationsByIdsQuery({
    ids: pkg ? lodgeIdsOf(pkg) : [],
  });
  // The loaders put the package in the cache before this renders; a background refetch that
  // fails keeps showing it.
  if (!pkg) return null;
  return (
    <PackageArticle
      pkg={pkg}
      lodges={itineraryLodges}
      footer={<PhoneEnquireBar packageId={pkg.id} />}
    >
      <RecordGallery pictures={readGallery(pkg.gallery)} name={pkg.title} />
      <Reviews packageId={pkg.id} />
      <RelatedTrips pkg={pkg} />
    </PackageArticle>
  );
}

/** /safaris/{slug}: price, duration, highlights, itinerary, inclusions and the enquiry action. */
export default function PackageDetailRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <BuildData state={loaderData.dehydratedState}>
      <PackageDetail slug={params.slug} />
    </BuildData>
  );
}

// The public pages' reads (docs/product-rules.md#reads): each a fetcher with its query options and
// hook. RLS keeps drafts and unapproved rows out; the filters here say the same for the cache.
import type { Database, Enums, Tables } from './database.types.ts';
import { abortable } from './lib/abortable.ts';
import type { DataClient } from './lib/client-types.ts';
import { notFoundError, unwrap } from './lib/data-error.ts';
import { notFoundMessages } from './lib/field-messages.ts';
import { slugPattern, uuidPattern } from './lib/patterns.ts';
import { defineRead, fetcher, listFetcher, type Fetch, type OptionalFetch } from './lib/read.ts';
import { usePublicClient } from './public-client.tsx';
import {
  accommodationKeys,
  destinationKeys,
  galleryKeys,
  packageKeys,
  postKeys,
  searchKeys,
  slugRedirectKeys,
  testimonialKeys,
  type AddressKind,
} from './keys.ts';
import { summaryOf, type PostSummary } from './blog/post-summary.ts';

/** How many rows each home section shows (docs/product-rules.md#limits). */
const homeLimits = { packages: 8, testimonials: 6, gallery: 6, posts: 3 };
/** Images per gallery page (docs/decisions.md#gallery-pagination). */
const galleryPageSize = 12;
/** The longest query search_site answers (longer ones match nothing). */
const maxSearchLength = 200;

const read = <Variables extends object, Data>(
  key: (variables: Variables) => readonly unknown[],
  fetch: Fetch<Variables, Data>,
  fallback?: Data & object,
) => defineRead(usePublicClient, key, fetch, fallback === undefined ? {} : { fallback });

/** A slug a URL may carry; anything else is not found without a request. */
const validSlug = (slug: string) => slugPattern.test(slug) && slug.length <= 100;

/** One published row by slug; a not-found DataError when there is none (or it cannot be). */
const publishedBySlug =
  <Table extends 'packages' | 'accommodations' | 'destinations' | 'blog_posts'>(
    table: Table,
    notFound: string,
  ): Fetch<{ slug: string }, Tables<Table>> =>
  async (client, { slug }, signal) => {
    if (!validSlug(slug)) throw notFoundError(notFound);
    const query = client
      .from(table as 'packages')
      .select('*')
      .eq('slug', slug);
    const row = unwrap(await abortable(query.eq('published', true), signal).maybeSingle());
    if (!row) throw notFoundError(notFound);
    return row as unknown as Tables<Table>;
  };

// Safari packages

/**
 * The columns of a package in a list: what its card shows, and the list's structured data and
 * sitemap entry. A list page carries its rows in its HTML, and a package's itinerary, gallery,
 * inclusions and description are most of its row (docs/decisions.md#list-columns).
 */
const packageCardColumns =
  'id, slug, title, category, duration, price_usd, highlights, image_url, image_alt, image_decorative, image_focal_x, image_focal_y, updated_at';
/** The published packages' cards, to filter further and order. */
const packageCards = (client: DataClient) =>
  client.from('packages').select(packageCardColumns).eq('published', true);
/** Package cards: the rows with `packageCardColumns` only. */
export type PackagesListData = NonNullable<Awaited<ReturnType<typeof packageCards>>['data']>;
export type PackageDetailData = Tables<'packages'>;
export type PackageCategoriesData = Enums<'package_category'>[];
export interface PackagesListVariables {
  /** Only this category (/packages/{category}); all categories when absent. */
  category?: Enums<'package_category'> | undefined;
}

/**
 * The home carousel's packages: all fields, limit 8, in the admin's sort order as on /safaris.
 * Every home read names its order: without one, Postgres answers in storage order, which an edit
 * changes.
 */
export const getHomePackages: OptionalFetch<object, PackagesListData> = fetcher((client) =>
  client.from('packages').select('*').order('sort_order').order('title').limit(homeLimits.packages),
);
export const { options: homePackagesQueryOptions, use: useHomePackagesQuery } = read(
  packageKeys.home,
  getHomePackages,
  [],
);

/** Published packages for /safaris and /packages/{category}, in the admin's sort order. */
export const getPackagesList = fetcher((client, { category }: PackagesListVariables) => {
  let query = packageCards(client);
  if (category) query = query.eq('category', category);
  return query.order('sort_order').order('title');
});
/** Errors surface: the page shows "Failed to load safari packages" (docs/product-rules.md#error-texts). */
export const { options: packagesListQueryOptions, use: usePackagesListQuery } = read(
  ({ category }: PackagesListVariables) => packageKeys.list(category ? { category } : {}),
  getPackagesList,
);

export type PackageChoicesData = Pick<Tables<'packages'>, 'id' | 'title'>[];

/**
 * The published packages an enquiry may name, in the admin's sort order: ids and titles only, so
 * /contact does not carry every package's itinerary and description to fill one select.
 */
export const getPackageChoices = fetcher((client) => {
  const query = client.from('packages').select('id, title').eq('published', true);
  return query.order('sort_order').order('title');
});
export const { options: packageChoicesQueryOptions, use: usePackageChoicesQuery } = read(
  packageKeys.choices,
  getPackageChoices,
);

/** How many other trips a package's page offers (docs/product-rules.md#reviews-of-a-trip). */
const relatedTripsLimit = 3;

export interface RelatedPackagesVariables {
  packageId: string;
  category: Enums<'package_category'>;
}

/**
 * A few other published trips of a package's category, in the admin's sort order: only what its
 * page shows, so a page of a large catalogue does not carry the whole category in its data.
 */
export const getRelatedPackages = listFetcher(
  (client, { packageId, category }: RelatedPackagesVariables) => {
    if (!uuidPattern.test(packageId)) return undefined;
    const query = packageCards(client).eq('category', category).neq('id', packageId);
    return query.order('sort_order').order('title').limit(relatedTripsLimit);
  },
);
export const { options: relatedPackagesQueryOptions, use: useRelatedPackagesQuery } = read(
  ({ packageId, category }) => packageKeys.related(packageId, category),
  getRelatedPackages,
);

/**
 * One published package from /safaris/{slug}. An old address (an id, an earlier slug) is
 * `getMovedAddress`'s business (docs/decisions.md#slug-urls).
 */
export const getPackage = publishedBySlug('packages', notFoundMessages.package);
export const { options: packageDetailQueryOptions, use: usePackageDetailQuery } = read(
  ({ slug }) => packageKeys.detail(slug),
  getPackage,
);

/**
 * The categories that have at least one published package, in the order their first package
 * sorts (for the category filters on /safaris). PostgREST has no DISTINCT, so the one column
 * is read and de-duplicated here.
 */
export const getPackageCategories: OptionalFetch<object, PackageCategoriesData> = fetcher(
  (client) => client.from('packages').select('category').eq('published', true).order('sort_order'),
  (rows) => [...new Set(rows.map((row) => row.category))],
);
export const { options: packageCategoriesQueryOptions, use: usePackageCategoriesQuery } = read(
  packageKeys.categories,
  getPackageCategories,
);

// Destinations and accommodations

export type DestinationsData = Tables<'destinations'>[];
export type DestinationDetailData = Tables<'destinations'>;
export type AccommodationsData = Tables<'accommodations'>[];
export type AccommodationDetailData = Tables<'accommodations'>;

/** Published rows by name: /destinations and /accommodations. */
const publishedByName = <Table extends 'destinations' | 'accommodations'>(table: Table) =>
  fetcher((client) => {
    const query = client.from(table as 'destinations').select('*');
    return query.eq('published', true).order('name');
  }) as OptionalFetch<object, Tables<Table>[]>;

export const getDestinations = publishedByName('destinations');
export const { options: destinationsQueryOptions, use: useDestinationsQuery } = read(
  destinationKeys.list,
  getDestinations,
);

/** One published destination from /destinations/{slug}. */
export const getDestination = publishedBySlug('destinations', notFoundMessages.destination);
export const { options: destinationDetailQueryOptions, use: useDestinationDetailQuery } = read(
  ({ slug }) => destinationKeys.detail(slug),
  getDestination,
);

/** The published packages filed under a destination, in the admin's sort order (its page). */
export const getDestinationPackages = listFetcher(
  (client, { destinationId }: { destinationId: string }) => {
    if (!uuidPattern.test(destinationId)) return undefined;
    const query = packageCards(client).eq('destination_id', destinationId);
    return query.order('sort_order').order('title');
  },
);
export const { options: destinationPackagesQueryOptions, use: useDestinationPackagesQuery } = read(
  ({ destinationId }) => packageKeys.atDestination(destinationId),
  getDestinationPackages,
);

export const getAccommodations = publishedByName('accommodations');
export const { options: accommodationsQueryOptions, use: useAccommodationsQuery } = read(
  accommodationKeys.list,
  getAccommodations,
);

/** The ids worth asking for: well-formed, once each, in one order (a stable query key). */
function accommodationIdsOf(ids: readonly (string | null | undefined)[]): string[] {
  return [...new Set(ids.filter((id): id is string => !!id && uuidPattern.test(id)))].sort();
}

/**
 * The published accommodations among some ids, by name: the lodges a package's itinerary names,
 * for its day links and route map. No ids ask nothing.
 */
export const getAccommodationsByIds = listFetcher(
  (client, { ids }: { ids: readonly (string | null)[] }) => {
    const wanted = accommodationIdsOf(ids);
    if (wanted.length === 0) return undefined;
    const query = client.from('accommodations').select('*').eq('published', true).in('id', wanted);
    return query.order('name');
  },
);
export const { options: accommodationsByIdsQueryOptions, use: useAccommodationsByIdsQuery } = read(
  ({ ids }) => accommodationKeys.byIds(accommodationIdsOf(ids)),
  getAccommodationsByIds,
);

/** One published accommodation from /accommodations/{slug}. */
export const getAccommodation = publishedBySlug('accommodations', notFoundMessages.accommodation);
export const { options: accommodationDetailQueryOptions, use: useAccommodationDetailQuery } = read(
  ({ slug }) => accommodationKeys.detail(slug),
  getAccommodation,
);

/** The published accommodations in a destination, by name (its page). */
export const getDestinationAccommodations = listFetcher(
  (client, { destinationId }: { destinationId: string }) => {
    if (!uuidPattern.test(destinationId)) return undefined;
    const published = client.from('accommodations').select('*').eq('published', true);
    return published.eq('destination_id', destinationId).order('name');
  },
);
export const {
  options: destinationAccommodationsQueryOptions,
  use: useDestinationAccommodationsQuery,
} = read(
  ({ destinationId }) => accommodationKeys.atDestination(destinationId),
  getDestinationAccommodations,
);

// Testimonials

/** "What Our Clients Say": all fields, newest first as on /testimonials, limit 6. */
export const getHomeTestimonials = fetcher((client) => {
  const query = client.from('testimonials').select('*').order('created_at', { ascending: false });
  return query.limit(homeLimits.testimonials);
});
export const { options: homeTestimonialsQueryOptions } = read(
  testimonialKeys.home,
  getHomeTestimonials,
  [],
);

/** Approved testimonials for /testimonials, newest first ("Failed to load testimonials"). */
export const getTestimonials = fetcher((client) => {
  const query = client.from('testimonials').select('*').eq('approved', true);
  return query.order('created_at', { ascending: false });
});
export const { options: testimonialsQueryOptions, use: useTestimonialsQuery } = read(
  testimonialKeys.list,
  getTestimonials,
);

/**
 * The approved testimonials that review one package, newest first, for its page
 * (docs/product-rules.md#reviews-of-a-trip). An id that cannot be a package has none.
 */
const getPackageReviews = listFetcher((client, { packageId }: { packageId: string }) => {
  if (!uuidPattern.test(packageId)) return undefined;
  const approved = client.from('testimonials').select('*').eq('approved', true);
  return approved.eq('package_id', packageId).order('created_at', { ascending: false });
});
export const { options: packageReviewsQueryOptions, use: usePackageReviewsQuery } = read(
  ({ packageId }) => testimonialKeys.forPackage(packageId),
  getPackageReviews,
);

// Gallery

/** One page of the gallery and where it sits among the others. */
export interface GalleryPageData {
  images: Tables<'gallery'>[];
  page: number;
  pageSize: number;
  /** Every image in the gallery (PostgREST's exact count). */
  total: number;
  /** At least 1: an empty gallery still has its first (empty) page. */
  pageCount: number;
}

/**
 * The home "Photo Gallery": all fields, in the gallery's order (as /gallery), limit 6 (or the six
 * placeholder tiles).
 */
export const getHomeGallery = fetcher((client) => {
  const query = client.from('gallery').select('*').order('sort_order');
  return query.order('created_at', { ascending: false }).limit(homeLimits.gallery);
});
export const { options: homeGalleryQueryOptions } = read(galleryKeys.home, getHomeGallery, []);

/**
 * Page N (1-based, /gallery?page=N) of 12 images with the exact total, in one request
 * (`Prefer: count=exact` and a range). A page past the end is a not-found DataError (PostgREST
 * answers 416 PGRST103). Errors surface: "Failed to load gallery images".
 */
export const getGalleryPage: Fetch<{ page: number }, GalleryPageData> = async (
  client,
  { page },
  signal,
) => {
  const notFound = () => notFoundError(notFoundMessages.galleryPage);
  if (!Number.isInteger(page) || page < 1) throw notFound();
  const from = (page - 1) * galleryPageSize;
  const response = await abortable(
    client
      .from('gallery')
      .select('*', { count: 'exact' })
      .order('sort_order')
      .order('created_at', { ascending: false })
      .range(from, from + galleryPageSize - 1),
    signal,
  );
  if (response.error?.code === 'PGRST103') throw notFound();
  const images = unwrap(response);
  // PostgREST answers an offset exactly at the end with an empty page rather than a 416.
  if (images.length === 0 && page > 1) throw notFound();
  const total = response.count ?? images.length;
  const pageCount = Math.max(1, Math.ceil(total / galleryPageSize));
  return { images, page, pageSize: galleryPageSize, total, pageCount };
};
export const { options: galleryPageQueryOptions, use: useGalleryPageQuery } = read(
  ({ page }) => galleryKeys.page(page),
  getGalleryPage,
);

// Blog

export type HomePostsData = Tables<'blog_posts'>[];
export type PostsData = PostSummary[];
export type PostDetailData = Tables<'blog_posts'>;

/** "Latest from Our Blog": published posts, newest created_at first, limit 3. */
export const getHomePosts = fetcher((client) => {
  const query = client.from('blog_posts').select('*').eq('published', true);
  return query.order('created_at', { ascending: false }).limit(homeLimits.posts);
});
export const { options: homePostsQueryOptions } = read(postKeys.home, getHomePosts, []);

/** Published posts for /blog, newest first ("Unable to load blog posts at this time."). */
export const getPosts: OptionalFetch<object, PostsData> = async (client, _, signal) => {
  const query = client.from('blog_post_summaries').select('*').eq('published', true);
  const rows = unwrap(await abortable(query.order('created_at', { ascending: false }), signal));
  return rows.map(summaryOf);
};
export const { options: postsQueryOptions, use: usePostsQuery } = read(postKeys.list, getPosts);

/** One published post from /blog/{slug}. */
export const getPost = publishedBySlug('blog_posts', notFoundMessages.post);
export const { options: postDetailQueryOptions, use: usePostDetailQuery } = read(
  ({ slug }) => postKeys.detail(slug),
  getPost,
);

// Search

type SearchRow = Database['public']['Functions']['search_site']['Returns'][number];
/**
 * One search hit: kind is package | destination | accommodation | post; url is the site path;
 * price_usd a package's price. The picture and the price may be null, which the generated type
 * cannot say of a function's columns.
 */
export type SearchResult = Omit<SearchRow, 'image_url' | 'image_alt' | 'price_usd'> & {
  image_url: string | null;
  image_alt: string | null;
  price_usd: number | null;
};

/**
 * Ranked full-text search over published packages, destinations, accommodations and posts
 * (rpc search_site, a GET so it is a plain cacheable read) for /search?q=. An empty or
 * over-long query answers [] without a request.
 */
export const searchSite: Fetch<{ q: string }, SearchResult[]> = listFetcher((client, { q }) => {
  const query = q.trim();
  if (query.length === 0 || query.length > maxSearchLength) return undefined;
  return client.rpc('search_site', { q: query }, { get: true });
});
export const { options: searchQueryOptions, use: useSearchQuery } = read(
  ({ q }) => searchKeys.results(q.trim()),
  searchSite,
);

// Old addresses (docs/decisions.md#slug-urls)

const addressTables = {
  package: 'packages',
  accommodation: 'accommodations',
  destination: 'destinations',
} as const;

export interface MovedAddressVariables {
  kind: AddressKind;
  /** The last segment of an address that names no record: an id or an earlier slug. */
  key: string;
}

/**
 * Where an old address of a published record went: the current slug of the record whose id it
 * is (the specification's /safaris/{id} URLs) or whose earlier slug it is (slug_redirects, which
 * the database fills on every rename and shows visitors for live records only). Null when it is
 * nobody's; nothing is asked for a key that cannot be either.
 */
export const getMovedAddress: Fetch<MovedAddressVariables, string | null> = async (
  client,
  { kind, key },
  signal,
) => {
  if (uuidPattern.test(key)) {
    const query = client.from(addressTables[kind]).select('slug').eq('id', key);
    return unwrap(await abortable(query.eq('published', true), signal).maybeSingle())?.slug ?? null;
  }
  if (!validSlug(key)) return null;
  const query = client.from('slug_redirects').select('slug').eq('kind', kind).eq('old_slug', key);
  return unwrap(await abortable(query, signal).maybeSingle())?.slug ?? null;
};
export const { options: movedAddressQueryOptions } = read(
  ({ kind, key }) => slugRedirectKeys.moved(kind, key),
  getMovedAddress,
);

/** An earlier slug and the record's slug now. */
export type SlugRedirect = Pick<Tables<'slug_redirects'>, 'old_slug' | 'slug'> & {
  kind: AddressKind;
};

/**
 * Every earlier slug a visitor may follow: those of live packages and accommodations (Row Level
 * Security decides). The build writes them into the host's redirect rules.
 */
export const getSlugRedirects: OptionalFetch<object, SlugRedirect[]> = fetcher(
  (client) =>
    client.from('slug_redirects').select('kind,old_slug,slug').order('kind').order('old_slug'),
  (rows) => rows.map((row) => ({ ...row, kind: row.kind as AddressKind })),
);
export const { options: slugRedirectsQueryOptions } = read(slugRedirectKeys.list, getSlugRedirects);

// @tembo/data, the public entry: everything public pages need, in Node (build-time loaders)
// and the browser. It never imports @supabase/supabase-js (auth and admin live behind
// '@tembo/data/auth' and '@tembo/data/admin'); public-bundle.test.ts checks that.

// Configuration and clients
export { readSupabaseConfig, type SupabaseConfig, type SupabaseEnv } from './config.ts';
export {
  createPublicClient,
  PublicClientProvider,
  usePublicClient,
  type PublicClientOptions,
  type PublicClientProviderProps,
} from './public-client.tsx';
export type { DataClient, PublicClient } from './lib/client-types.ts';

// Cache and retry policy, errors
export { createQueryClient } from './query-client.ts';
export { defaultGcTime, defaultStaleTime } from './lib/cache-times.ts';
export { homeGcTime, isHomeFallback } from './lib/home-query.ts';
export {
  isRetryableError,
  retryDelay,
  shouldRetryMutation,
  shouldRetryQuery,
} from './lib/retry-policy.ts';
export { DataError, errorMessages, isDataError, type DataErrorKind } from './lib/data-error.ts';

// Generated database types
export {
  Constants,
  type Database,
  type Enums,
  type Json,
  type Tables,
  type TablesInsert,
  type TablesUpdate,
} from './database.types.ts';

// Safari packages
export { packageKeys } from './safari-packages/keys.ts';
export {
  getHomePackages,
  homePackagesLimit,
  homePackagesQueryOptions,
  useHomePackagesQuery,
  type HomePackagesData,
} from './safari-packages/packages-home-query.ts';
export {
  getPackagesList,
  packagesListQueryOptions,
  usePackagesListQuery,
  type PackagesListData,
  type PackagesListError,
  type PackagesListVariables,
} from './safari-packages/packages-list-query.ts';
export {
  getPackage,
  packageDetailQueryOptions,
  usePackageDetailQuery,
  type PackageDetailData,
  type PackageDetailError,
  type PackageDetailVariables,
} from './safari-packages/package-detail-query.ts';
export {
  getPackageCategories,
  packageCategoriesQueryOptions,
  usePackageCategoriesQuery,
  type PackageCategoriesData,
  type PackageCategoriesError,
} from './safari-packages/package-categories-query.ts';
export { readItinerary, type ItineraryDayView } from './safari-packages/read-itinerary.ts';

// Destinations
export { destinationKeys } from './destinations/keys.ts';
export {
  destinationsQueryOptions,
  getDestinations,
  useDestinationsQuery,
  type DestinationsData,
  type DestinationsError,
} from './destinations/destinations-list-query.ts';

// Accommodations
export { accommodationKeys } from './accommodations/keys.ts';
export {
  accommodationsQueryOptions,
  getAccommodations,
  useAccommodationsQuery,
  type AccommodationsData,
  type AccommodationsError,
} from './accommodations/accommodations-list-query.ts';
export {
  accommodationDetailQueryOptions,
  getAccommodation,
  useAccommodationDetailQuery,
  type AccommodationDetailData,
  type AccommodationDetailError,
  type AccommodationDetailVariables,
} from './accommodations/accommodation-detail-query.ts';

// Testimonials
export { testimonialKeys } from './testimonials/keys.ts';
export {
  getHomeTestimonials,
  homeTestimonialsLimit,
  homeTestimonialsQueryOptions,
  useHomeTestimonialsQuery,
  type HomeTestimonialsData,
} from './testimonials/testimonials-home-query.ts';
export {
  getTestimonials,
  testimonialsQueryOptions,
  useTestimonialsQuery,
  type TestimonialsData,
  type TestimonialsError,
} from './testimonials/testimonials-list-query.ts';
export {
  submitTestimonial,
  useTestimonialSubmitMutation,
  type TestimonialSubmitVariables,
} from './testimonials/testimonial-submit-mutation.ts';
export {
  testimonialInputSchema,
  type TestimonialFormValues,
  type TestimonialInput,
} from './testimonials/testimonial.schema.ts';
export { testimonialMessages } from './testimonials/testimonial-messages.ts';

// Gallery
export { galleryKeys } from './gallery/keys.ts';
export {
  getHomeGallery,
  homeGalleryLimit,
  homeGalleryQueryOptions,
  useHomeGalleryQuery,
  type HomeGalleryData,
} from './gallery/gallery-home-query.ts';
export {
  galleryPageQueryOptions,
  galleryPageSize,
  getGalleryPage,
  useGalleryPageQuery,
  type GalleryPageData,
  type GalleryPageError,
  type GalleryPageVariables,
} from './gallery/gallery-page-query.ts';

// Blog
export { postKeys } from './blog/keys.ts';
export {
  getHomePosts,
  homePostsLimit,
  homePostsQueryOptions,
  useHomePostsQuery,
  type HomePostsData,
} from './blog/posts-home-query.ts';
export {
  getPosts,
  postsQueryOptions,
  usePostsQuery,
  type PostsData,
  type PostsError,
} from './blog/posts-list-query.ts';
export type { PostSummary } from './blog/post-summary.ts';
export {
  getPost,
  postDetailQueryOptions,
  usePostDetailQuery,
  type PostDetailData,
  type PostDetailError,
  type PostDetailVariables,
} from './blog/post-detail-query.ts';

// Page content
export { pageContentKeys } from './page-content/keys.ts';
export {
  contactInfoQueryOptions,
  getPageContent,
  heroContentQueryOptions,
  pageContentQueryOptions,
  usePageContentQuery,
  type PageContentVariables,
} from './page-content/page-content-query.ts';
export type {
  CarouselImage,
  ContactInfoContent,
  HeroContent,
  PageSectionId,
  PageSections,
} from './page-content/page-content.types.ts';

// Enquiries
export { enquiryLimits } from './content-types/limits.ts';
export {
  submitEnquiry,
  useEnquirySubmitMutation,
  type EnquirySubmitVariables,
} from './enquiries/enquiry-submit-mutation.ts';
export {
  earliestTravelDate,
  enquiryInputSchema,
  type EnquiryFormValues,
  type EnquiryInput,
} from './enquiries/enquiry.schema.ts';
export { enquiryMessages } from './enquiries/enquiry-messages.ts';

// Search
export { searchKeys } from './search/keys.ts';
export {
  maxSearchLength,
  searchQueryOptions,
  searchSite,
  useSearchQuery,
  type SearchData,
  type SearchError,
  type SearchResult,
  type SearchVariables,
} from './search/search-query.ts';

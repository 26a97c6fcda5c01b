// @tembo/data, the public entry: everything public pages need, in Node (build-time loaders)
// and the browser. It never imports @supabase/supabase-js (auth and admin live behind
// '@tembo/data/auth' and '@tembo/data/admin'); public-bundle.test.ts checks that.

// Configuration and clients
export { readSupabaseConfig } from './config.ts';
export { createPublicClient, PublicClientProvider } from './public-client.tsx';
export type { PublicClient } from './lib/client-types.ts';

// Cache and retry policy, errors
export { createQueryClient } from './query-client.ts';
export { defaultStaleTime } from './lib/cache-times.ts';
export { isHomeFallback } from './lib/home-query.ts';
export { DataError, errorMessages, isDataError } from './lib/data-error.ts';

// Generated database types
export { Constants, type Enums, type Json, type Tables } from './database.types.ts';

// Safari packages
export { getHomePackages, homePackagesQueryOptions } from './packages/packages-home-query.ts';
export {
  getPackagesList,
  packagesListQueryOptions,
  usePackagesListQuery,
  type PackagesListData,
  type PackagesListVariables,
} from './packages/packages-list-query.ts';
export {
  getPackage,
  packageDetailQueryOptions,
  usePackageDetailQuery,
  type PackageDetailData,
} from './packages/package-detail-query.ts';
export {
  getPackageCategories,
  packageCategoriesQueryOptions,
  usePackageCategoriesQuery,
  type PackageCategoriesData,
} from './packages/package-categories-query.ts';
export { readItinerary } from './packages/read-itinerary.ts';

// Destinations
export {
  destinationsQueryOptions,
  getDestinations,
  useDestinationsQuery,
  type DestinationsData,
} from './destinations/destinations-list-query.ts';

// Accommodations
export {
  accommodationsQueryOptions,
  getAccommodations,
  useAccommodationsQuery,
  type AccommodationsData,
} from './accommodations/accommodations-list-query.ts';
export {
  accommodationDetailQueryOptions,
  getAccommodation,
  useAccommodationDetailQuery,
  type AccommodationDetailData,
} from './accommodations/accommodation-detail-query.ts';

// Testimonials
export {
  getHomeTestimonials,
  homeTestimonialsQueryOptions,
} from './testimonials/testimonials-home-query.ts';
export {
  getTestimonials,
  testimonialsQueryOptions,
  useTestimonialsQuery,
} from './testimonials/testimonials-list-query.ts';
export {
  getPackageReviews,
  packageReviewsQueryOptions,
  usePackageReviewsQuery,
  type PackageReviewsData,
} from './testimonials/package-reviews-query.ts';
export {
  submitTestimonial,
  useTestimonialSubmitMutation,
} from './testimonials/testimonial-submit-mutation.ts';
export {
  testimonialInputSchema,
  type TestimonialFormValues,
} from './testimonials/testimonial.schema.ts';
export { testimonialMessages } from './testimonials/testimonial-messages.ts';

// Gallery
export { getHomeGallery, homeGalleryQueryOptions } from './gallery/gallery-home-query.ts';
export {
  galleryPageQueryOptions,
  getGalleryPage,
  useGalleryPageQuery,
  type GalleryPageData,
} from './gallery/gallery-page-query.ts';

// Blog
export {
  getHomePosts,
  homePostsQueryOptions,
  type HomePostsData,
} from './blog/posts-home-query.ts';
export {
  getPosts,
  postsQueryOptions,
  usePostsQuery,
  type PostsData,
} from './blog/posts-list-query.ts';
export {
  getPost,
  postDetailQueryOptions,
  usePostDetailQuery,
  type PostDetailData,
} from './blog/post-detail-query.ts';

// Page content
export { pageContentKeys } from './page-content/keys.ts';
export {
  contactInfoQueryOptions,
  getPageContent,
  heroContentQueryOptions,
  usePageContentQuery,
} from './page-content/page-content-query.ts';
export type {
  ContactInfoContent,
  HeroContent,
  PageSectionId,
  PageSections,
} from './page-content/page-content.types.ts';

// Enquiries
export { enquiryLimits } from './content-types/limits.ts';
export {
  fetchEnquiryFormToken,
  submitEnquiry,
  useEnquiryFormToken,
  useEnquirySubmitMutation,
} from './enquiries/enquiry-submit-mutation.ts';
export {
  earliestTravelDate,
  enquiryInputSchema,
  type EnquiryFormValues,
} from './enquiries/enquiry.schema.ts';

// Search
export {
  searchQueryOptions,
  searchSite,
  useSearchQuery,
  type SearchResult,
} from './search/search-query.ts';

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
export { whenIdle } from './lib/when-idle.ts';
export { isHomeFallback } from './lib/home-query.ts';
export { DataError, errorMessages, isDataError } from './lib/data-error.ts';

// Generated database types
export { Constants, type Enums, type Json, type Tables } from './database.types.ts';

// Public reads: safari packages, destinations, accommodations, testimonials, gallery, blog, search
// and old addresses
export * from './public-reads.ts';
export { readItinerary, type ItineraryDayView } from './packages/read-itinerary.ts';
export { readGallery, type GalleryPicture } from './packages/read-gallery.ts';

// Whether the site changed since a build read it (docs/decisions.md#build-freshness)
export { siteChangedSince, siteContentVersion } from './site-builds/site-changed-since.ts';

// A visitor's testimonial
export {
  submitTestimonial,
  useTestimonialSubmitMutation,
} from './testimonials/testimonial-submit-mutation.ts';
export {
  testimonialInputSchema,
  type TestimonialFormValues,
} from './testimonials/testimonial.schema.ts';
export { testimonialMessages } from './testimonials/testimonial-messages.ts';

// Page content
export { pageContentKeys } from './keys.ts';
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
  useEnquiryFormToken,
  useEnquirySubmitMutation,
} from './enquiries/enquiry-submit-mutation.ts';
export {
  earliestTravelDate,
  enquiryInputSchema,
  type EnquiryFormValues,
} from './enquiries/enquiry.schema.ts';

// @tembo/data/admin: admin reads (drafts included), writes, image upload, the enquiry inbox,
// roles and the dashboard. Every hook reads the supabase-js client of SessionProvider
// ('@tembo/data/auth'). Loaded only by /admin route modules.

// Shared
export { slugify, maxSlugLength } from './blog/slugify.ts';
export { fieldMessages } from './lib/field-messages.ts';
export { isImageAddress } from './lib/patterns.ts';
export type { MutationHookOptions } from './lib/use-invalidating-mutation.ts';

// Safari packages
export {
  adminPackagesQueryOptions,
  getAdminPackages,
  useAdminPackagesQuery,
  type AdminPackagesData,
} from './safari-packages/admin-packages-query.ts';
export {
  adminPackageQueryOptions,
  getAdminPackage,
  useAdminPackageQuery,
  type AdminPackageData,
  type AdminPackageVariables,
} from './safari-packages/admin-package-query.ts';
export {
  createPackage,
  usePackageCreateMutation,
  type PackageCreateVariables,
} from './safari-packages/package-create-mutation.ts';
export {
  updatePackage,
  usePackageUpdateMutation,
  type PackageUpdateVariables,
} from './safari-packages/package-update-mutation.ts';
export {
  deletePackage,
  usePackageDeleteMutation,
  type PackageDeleteVariables,
} from './safari-packages/package-delete-mutation.ts';
export {
  itineraryDaySchema,
  packageInputSchema,
  type ItineraryDay,
  type PackageFormValues,
  type PackageInput,
} from './safari-packages/package.schema.ts';
export { packageMessages } from './safari-packages/package-messages.ts';

// Destinations
export {
  adminDestinationsQueryOptions,
  getAdminDestinations,
  useAdminDestinationsQuery,
  type AdminDestinationsData,
} from './destinations/admin-destinations-query.ts';
export {
  adminDestinationQueryOptions,
  getAdminDestination,
  useAdminDestinationQuery,
  type AdminDestinationData,
  type AdminDestinationVariables,
} from './destinations/admin-destination-query.ts';
export {
  createDestination,
  useDestinationCreateMutation,
  type DestinationCreateVariables,
} from './destinations/destination-create-mutation.ts';
export {
  updateDestination,
  useDestinationUpdateMutation,
  type DestinationUpdateVariables,
} from './destinations/destination-update-mutation.ts';
export {
  deleteDestination,
  useDestinationDeleteMutation,
  type DestinationDeleteVariables,
} from './destinations/destination-delete-mutation.ts';
export {
  destinationInputSchema,
  type DestinationFormValues,
  type DestinationInput,
} from './destinations/destination.schema.ts';
export { destinationMessages } from './destinations/destination-messages.ts';

// Accommodations
export {
  adminAccommodationsQueryOptions,
  getAdminAccommodations,
  useAdminAccommodationsQuery,
  type AdminAccommodationsData,
} from './accommodations/admin-accommodations-query.ts';
export {
  adminAccommodationQueryOptions,
  getAdminAccommodation,
  useAdminAccommodationQuery,
  type AdminAccommodationData,
  type AdminAccommodationVariables,
} from './accommodations/admin-accommodation-query.ts';
export {
  createAccommodation,
  useAccommodationCreateMutation,
  type AccommodationCreateVariables,
} from './accommodations/accommodation-create-mutation.ts';
export {
  updateAccommodation,
  useAccommodationUpdateMutation,
  type AccommodationUpdateVariables,
} from './accommodations/accommodation-update-mutation.ts';
export {
  deleteAccommodation,
  useAccommodationDeleteMutation,
  type AccommodationDeleteVariables,
} from './accommodations/accommodation-delete-mutation.ts';
export {
  accommodationInputSchema,
  type AccommodationFormValues,
  type AccommodationInput,
} from './accommodations/accommodation.schema.ts';
export { accommodationMessages } from './accommodations/accommodation-messages.ts';

// Testimonials
export {
  adminTestimonialsQueryOptions,
  getAdminTestimonials,
  useAdminTestimonialsQuery,
  type AdminTestimonialsData,
} from './testimonials/admin-testimonials-query.ts';
export {
  adminTestimonialQueryOptions,
  getAdminTestimonial,
  useAdminTestimonialQuery,
  type AdminTestimonialData,
  type AdminTestimonialVariables,
} from './testimonials/admin-testimonial-query.ts';
export {
  createTestimonial,
  useTestimonialCreateMutation,
  type TestimonialCreateVariables,
} from './testimonials/testimonial-create-mutation.ts';
export {
  updateTestimonial,
  useTestimonialUpdateMutation,
  type TestimonialUpdateVariables,
} from './testimonials/testimonial-update-mutation.ts';
export {
  deleteTestimonial,
  useTestimonialDeleteMutation,
  type TestimonialDeleteVariables,
} from './testimonials/testimonial-delete-mutation.ts';
export {
  approveTestimonial,
  useTestimonialApproveMutation,
  type TestimonialApproveVariables,
} from './testimonials/testimonial-approve-mutation.ts';
export {
  testimonialAdminInputSchema,
  type TestimonialAdminFormValues,
  type TestimonialAdminInput,
} from './testimonials/testimonial.schema.ts';

// Gallery
export {
  adminGalleryImagesQueryOptions,
  getAdminGalleryImages,
  useAdminGalleryImagesQuery,
  type AdminGalleryImagesData,
} from './gallery/admin-gallery-images-query.ts';
export {
  adminGalleryImageQueryOptions,
  getAdminGalleryImage,
  useAdminGalleryImageQuery,
  type AdminGalleryImageData,
  type AdminGalleryImageVariables,
} from './gallery/admin-gallery-image-query.ts';
export {
  createGalleryImage,
  useGalleryImageCreateMutation,
  type GalleryImageCreateVariables,
} from './gallery/gallery-image-create-mutation.ts';
export {
  updateGalleryImage,
  useGalleryImageUpdateMutation,
  type GalleryImageUpdateVariables,
} from './gallery/gallery-image-update-mutation.ts';
export {
  deleteGalleryImage,
  useGalleryImageDeleteMutation,
  type GalleryImageDeleteVariables,
} from './gallery/gallery-image-delete-mutation.ts';
export {
  galleryImageInputSchema,
  type GalleryImageFormValues,
  type GalleryImageInput,
} from './gallery/gallery-image.schema.ts';
export { galleryMessages } from './gallery/gallery-messages.ts';

// Blog
export {
  adminPostsQueryOptions,
  getAdminPosts,
  useAdminPostsQuery,
  type AdminPostsData,
} from './blog/admin-posts-query.ts';
export {
  adminPostQueryOptions,
  getAdminPost,
  useAdminPostQuery,
  type AdminPostData,
  type AdminPostVariables,
} from './blog/admin-post-query.ts';
export {
  createPost,
  usePostCreateMutation,
  type PostCreateVariables,
} from './blog/post-create-mutation.ts';
export {
  updatePost,
  usePostUpdateMutation,
  type PostUpdateVariables,
} from './blog/post-update-mutation.ts';
export {
  deletePost,
  usePostDeleteMutation,
  type PostDeleteVariables,
} from './blog/post-delete-mutation.ts';
export {
  publishPost,
  usePostPublishMutation,
  type PostPublishVariables,
} from './blog/post-publish-mutation.ts';
export { postInputSchema, type PostFormValues, type PostInput } from './blog/post.schema.ts';
export { postMessages } from './blog/post-messages.ts';

// Page content
export {
  savePageContent,
  usePageContentSaveMutation,
  type PageContentSaveVariables,
} from './page-content/page-content-save-mutation.ts';
export {
  contactInfoSchema,
  heroContentSchema,
  pageContentMessages,
  type ContactInfoFormValues,
  type HeroContentFormValues,
} from './page-content/page-content.schema.ts';

// Enquiry inbox
export { enquiryKeys } from './enquiries/keys.ts';
export {
  adminEnquiriesQueryOptions,
  getAdminEnquiries,
  useAdminEnquiriesQuery,
  type AdminEnquiriesData,
  type AdminEnquiriesVariables,
} from './enquiries/admin-enquiries-query.ts';
export {
  adminEnquiryQueryOptions,
  getAdminEnquiry,
  useAdminEnquiryQuery,
  type AdminEnquiryData,
  type AdminEnquiryVariables,
} from './enquiries/admin-enquiry-query.ts';
export {
  enquiryStatusSchema,
  setEnquiryStatus,
  useEnquiryStatusMutation,
  type EnquiryStatusVariables,
} from './enquiries/enquiry-status-mutation.ts';

// Users and roles (super_admin)
export {
  getUsersWithRoles,
  usersWithRolesQueryOptions,
  useUsersWithRolesQuery,
  type UserWithRole,
} from './roles/users-with-roles-query.ts';
export {
  changeUserRole,
  roleChangeSchema,
  useRoleChangeMutation,
  type RoleChangeVariables,
} from './roles/role-change-mutation.ts';

// Dashboard
export { dashboardKeys } from './dashboard/keys.ts';
export {
  dashboardCountsQueryOptions,
  getDashboardCounts,
  useDashboardCountsQuery,
  type DashboardCountsData,
} from './dashboard/dashboard-counts-query.ts';

// Images
export {
  acceptedImageTypes,
  checkImageFile,
  imageAccept,
  imageFileMessages,
  maxImageBytes,
  type AcceptedImageType,
} from './storage/image-file.ts';
export {
  imagesBucket,
  uploadImage,
  useImageUploadMutation,
  type ImageFolder,
  type ImageUploadData,
  type ImageUploadVariables,
} from './storage/image-upload-mutation.ts';
export {
  imageFolders,
  imageSweepGraceMs,
  sweepUnusedImages,
  type ImageSweep,
  type ImageSweepClient,
  type ImageSweepOptions,
} from './storage/image-sweep.ts';

// The live site: build state and "Rebuild now"
export { siteBuildKeys } from './site-builds/keys.ts';
export {
  getSiteBuildStatus,
  siteBuildStatusQueryOptions,
  siteBuildStatusRefetchMs,
  useSiteBuildStatusQuery,
  type SiteBuild,
  type SiteBuildStatus,
} from './site-builds/site-build-status-query.ts';
export { requestSiteRebuild, useRebuildSiteMutation } from './site-builds/rebuild-mutation.ts';

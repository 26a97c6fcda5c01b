// @tembo/data/admin: admin reads (drafts included), writes, image upload, the enquiry inbox,
// roles and the dashboard. Every hook reads the supabase-js client of SessionProvider
// ('@tembo/data/auth'). Loaded only by /admin route modules.

// Shared
export { slugify } from './blog/slugify.ts';
export { fieldMessages } from './lib/field-messages.ts';
export { recordGalleryLimits } from './content-types/limits.ts';
export { isImageAddress } from './lib/patterns.ts';

// Content types: each declared once, with its admin list, edit read, save, patch and delete
export { packagesType } from './content-types/packages.ts';
export { destinationsType } from './content-types/destinations.ts';
export { accommodationsType } from './content-types/accommodations.ts';
export { postsType } from './content-types/posts.ts';
export { testimonialsType } from './content-types/testimonials.ts';
export { galleryType } from './content-types/gallery.ts';
export type {
  AdminLayout,
  AdminPath,
  FormItem,
  FormLayout,
  ListColumn,
  ListLayout,
  ListSort,
} from './content-types/admin-layout.ts';
export type { PackageFormValues } from './content-types/packages.ts';
/** The limits the admin's own fields (itinerary days, map position) are bounded by. */
export { accommodationLimits, packageLimits } from './content-types/limits.ts';

// Page content
export { usePageContentSaveMutation } from './page-content/page-content-save-mutation.ts';
export {
  contactInfoSchema,
  carouselLimits,
  heroContentSchema,
  type ContactInfoFormValues,
  type HeroContentFormValues,
} from './page-content/page-content.schema.ts';
export { usePageSectionIdQuery } from './page-content/page-section-id-query.ts';

// Enquiry inbox
export {
  getAdminEnquiries,
  getAdminEnquiry,
  useAdminEnquiriesQuery,
  useAdminEnquiryQuery,
  useEnquiryNotesQuery,
  usePipelineFiguresQuery,
} from './enquiries/enquiry-reads.ts';
export {
  enquiryNoteMaxLength,
  lostReasonMaxLength,
  setEnquiryStatus,
  useEnquiryNoteAddMutation,
  useEnquiryStatusMutation,
} from './enquiries/enquiry-writes.ts';

// Users and roles (super_admin)
export { useUsersWithRolesQuery, type UserWithRole } from './roles/users-with-roles-query.ts';
export { useRoleChangeMutation } from './roles/role-change-mutation.ts';

// Dashboard
export { getDashboardCounts, useDashboardCountsQuery } from './dashboard/dashboard-counts-query.ts';

// Images
export { acceptedImageTypes, checkImageFile, maxImageBytes } from './storage/image-file.ts';
export { useImageUploadMutation, type ImageFolder } from './storage/image-upload-mutation.ts';

// History, "Recently deleted", restore and the audit page (every content type)
export {
  auditedTables,
  fieldChanges,
  loggedTables,
  rowImage,
  type AuditAction,
  type AuditedTable,
  type AuditEntry,
  type AuditLogFilters,
  type DeletedEntry,
  type LoggedTable,
  type RowImage,
} from './history/audit.ts';
export {
  auditLogLimit,
  useAuditLogQuery,
  useRecentlyDeletedQuery,
  useRowHistoryQuery,
} from './history/history-reads.ts';
export { useRestoreDeletedMutation, useRestoreVersionMutation } from './history/restore.ts';

// The live site: build state and "Rebuild now"
export {
  useRebuildSiteMutation,
  useSiteBuildStatusQuery,
  type SiteBuild,
  type SiteBuildStatus,
} from './site-builds/site-builds.ts';
export {
  useMyNotificationOptOutQuery,
  useNotificationSettingsQuery,
  useOutboxQuery,
  useResendNotificationMutation,
  useSaveNotificationSettingsMutation,
  useSetMyNotificationOptOutMutation,
  type OutboxRow,
} from './notifications/notifications.ts';

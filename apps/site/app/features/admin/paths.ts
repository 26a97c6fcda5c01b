/** Every admin URL, built in one place (like config/paths.ts for the public site). */
import type { AdminPath } from '@tembo/data/admin';

export const adminPaths = {
  dashboard: () => '/admin',
  list: (type: AdminPath) => `/admin/${type}`,
  create: (type: AdminPath) => `/admin/${type}/new`,
  edit: (type: AdminPath, id: string) => `/admin/${type}/edit/${encodeURIComponent(id)}`,
  pageContent: () => '/admin/page-content',
  /** The inbox, optionally filtered to one status. */
  enquiries: (status?: string) =>
    status ? `/admin/enquiries?status=${encodeURIComponent(status)}` : '/admin/enquiries',
  enquiry: (id: string) => `/admin/enquiries/${encodeURIComponent(id)}`,
  notifications: () => '/admin/notifications',
  twoFactor: () => '/admin/two-factor',
  users: () => '/admin/users',
  recentlyDeleted: () => '/admin/recently-deleted',
  audit: () => '/admin/audit',
} as const;

/** The admin navigation, in order; `superAdmin` entries show only to super admins. */
export const adminNavigation = [
  { label: 'Dashboard', href: adminPaths.dashboard(), end: true },
  { label: 'Packages', href: adminPaths.list('packages') },
  { label: 'Destinations', href: adminPaths.list('destinations') },
  { label: 'Accommodations', href: adminPaths.list('accommodations') },
  { label: 'Blog', href: adminPaths.list('blog') },
  { label: 'Testimonials', href: adminPaths.list('testimonials') },
  { label: 'Gallery', href: adminPaths.list('gallery') },
  { label: 'Page content', href: adminPaths.pageContent() },
  { label: 'Enquiries', href: adminPaths.enquiries() },
  { label: 'Notifications', href: adminPaths.notifications() },
  { label: 'Two-factor sign-in', href: adminPaths.twoFactor() },
  { label: 'Recently deleted', href: adminPaths.recentlyDeleted() },
  { label: 'Users', href: adminPaths.users(), superAdmin: true },
  { label: 'Audit log', href: adminPaths.audit(), superAdmin: true },
] as const satisfies readonly {
  label: string;
  href: string;
  end?: boolean;
  superAdmin?: boolean;
}[];

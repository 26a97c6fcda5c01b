import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/**
 * The route table. Public pages sit inside the site layout (header, footer, WhatsApp button) and
 * are prerendered (react-router.config.ts); sitemap.xml and robots.txt are prerendered resource
 * routes; anything else is the not-found page, served with status 404 by the static host.
 */
export default [
  layout('routes/site-layout.tsx', [
    // Pages without reads of their own, and the home page, which renders its build-time data and
    // loads the data layer only to refresh it: none of them loads React Query on first load.
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('services', 'routes/services.tsx'),
    layout('routes/data-layout.tsx', { id: 'public-data' }, [
      route('safaris', 'routes/packages.tsx'),
      route('safaris/:slug', 'routes/package-detail.tsx'),
      route('packages/:category', 'routes/package-category.tsx'),
      route('destinations', 'routes/destinations.tsx'),
      route('destinations/:slug', 'routes/destination-detail.tsx'),
      route('accommodations', 'routes/accommodations.tsx'),
      route('accommodations/:slug', 'routes/accommodation-detail.tsx'),
      route('blog', 'routes/blog.tsx'),
      route('blog/:slug', 'routes/blog-post.tsx'),
      route('testimonials', 'routes/testimonials.tsx'),
      route('submit-testimonial', 'routes/submit-testimonial.tsx'),
      route('gallery', 'routes/gallery.tsx'),
      route('contact', 'routes/contact.tsx'),
      route('search', 'routes/search.tsx'),
      route('auth', 'routes/auth.tsx'),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
  // Admin: a client-side app behind the role guard (features/admin), never prerendered; every
  // module loads lazily, so public pages never download admin code or supabase-js.
  layout('routes/data-layout.tsx', { id: 'admin-data' }, [
    route('admin', 'routes/admin/layout.tsx', [
      index('routes/admin/dashboard.tsx'),
      // Every content type's list, create and edit pages (features/admin/content): three routes
      // with the type as a parameter, not three per type, because every page's HTML carries the
      // route manifest and React Router ranks all of it while the page hydrates
      // (docs/decisions.md#route-manifest). The named pages below outrank `:type`; a `:type`
      // that is no content type shows the admin's not-found page.
      route(':type', 'routes/admin/content-list.tsx', { id: 'admin-content-list' }),
      route(':type/new', 'routes/admin/content-editor.tsx', { id: 'admin-content-new' }),
      route(':type/edit/:id', 'routes/admin/content-editor.tsx', { id: 'admin-content-edit' }),
      route('page-content', 'routes/admin/page-content.tsx'),
      route('enquiries', 'routes/admin/enquiries.tsx'),
      route('enquiries/:id', 'routes/admin/enquiry.tsx'),
      route('notifications', 'routes/admin/notifications.tsx'),
      route('two-factor', 'routes/admin/two-factor.tsx'),
      route('users', 'routes/admin/users.tsx'),
      route('recently-deleted', 'routes/admin/recently-deleted.tsx'),
      route('audit', 'routes/admin/audit.tsx'),
      route('*', 'routes/admin/not-found.tsx', { id: 'admin-not-found' }),
    ]),
  ]),
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
  route('manifest.webmanifest', 'routes/manifest.webmanifest.ts'),
] satisfies RouteConfig;

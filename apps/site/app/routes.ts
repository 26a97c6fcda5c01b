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
      route('safaris', 'routes/safaris.tsx'),
      route('safaris/:id', 'routes/safari-detail.tsx'),
      route('packages/:category', 'routes/package-category.tsx'),
      route('destinations', 'routes/destinations.tsx'),
      route('accommodations', 'routes/accommodations.tsx'),
      route('accommodations/:id', 'routes/accommodation-detail.tsx'),
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
      route('packages', 'routes/admin/packages.tsx'),
      route('packages/new', 'routes/admin/package-editor.tsx', { id: 'admin-package-new' }),
      route('packages/edit/:id', 'routes/admin/package-editor.tsx', { id: 'admin-package-edit' }),
      route('destinations', 'routes/admin/destinations.tsx'),
      route('destinations/new', 'routes/admin/destination-editor.tsx', {
        id: 'admin-destination-new',
      }),
      route('destinations/edit/:id', 'routes/admin/destination-editor.tsx', {
        id: 'admin-destination-edit',
      }),
      route('accommodations', 'routes/admin/accommodations.tsx'),
      route('accommodations/new', 'routes/admin/accommodation-editor.tsx', {
        id: 'admin-accommodation-new',
      }),
      route('accommodations/edit/:id', 'routes/admin/accommodation-editor.tsx', {
        id: 'admin-accommodation-edit',
      }),
      route('blog', 'routes/admin/blog.tsx'),
      route('blog/new', 'routes/admin/post-editor.tsx', { id: 'admin-post-new' }),
      route('blog/edit/:id', 'routes/admin/post-editor.tsx', { id: 'admin-post-edit' }),
      route('testimonials', 'routes/admin/testimonials.tsx'),
      route('testimonials/new', 'routes/admin/testimonial-editor.tsx', {
        id: 'admin-testimonial-new',
      }),
      route('testimonials/edit/:id', 'routes/admin/testimonial-editor.tsx', {
        id: 'admin-testimonial-edit',
      }),
      route('gallery', 'routes/admin/gallery.tsx'),
      route('gallery/new', 'routes/admin/gallery-editor.tsx', { id: 'admin-gallery-new' }),
      route('gallery/edit/:id', 'routes/admin/gallery-editor.tsx', { id: 'admin-gallery-edit' }),
      route('page-content', 'routes/admin/page-content.tsx'),
      route('enquiries', 'routes/admin/enquiries.tsx'),
      route('enquiries/:id', 'routes/admin/enquiry.tsx'),
      route('notifications', 'routes/admin/notifications.tsx'),
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

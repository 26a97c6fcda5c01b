import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/**
 * The route table. Public pages sit inside the site layout (header, footer, WhatsApp button) and
 * are prerendered (react-router.config.ts); sitemap.xml and robots.txt are prerendered resource
 * routes; anything else is the not-found page, served with status 404 by the static host.
 */
export default [
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('services', 'routes/services.tsx'),
    route('safaris', 'routes/safaris.tsx'),
    route('safaris/:id', 'routes/safari-detail.tsx'),
    route('packages/:category', 'routes/package-category.tsx'),
    route('destinations', 'routes/destinations.tsx'),
    route('accommodations', 'routes/accommodations.tsx'),
    route('accommodations/:id', 'routes/accommodation-detail.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blog/:slug', 'routes/blog-post.tsx'),
    route('testimonials', 'routes/testimonials.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
] satisfies RouteConfig;

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
    route('*', 'routes/not-found.tsx'),
  ]),
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
] satisfies RouteConfig;

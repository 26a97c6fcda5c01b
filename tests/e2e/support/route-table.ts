/**
 * Every page of the site, read from the app's own route table (apps/site/app/routes.ts), so the
 * accessibility sweep covers a route the day it is added: a route with a parameter the sweep has
 * no sample for fails the sweep with a message saying where to add one.
 */
import routes from '../../../apps/site/app/routes.ts';

/** The part of React Router's route config entries the sweep reads. */
interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: readonly RouteEntry[];
}

/** A page route: its pattern as written in the route table, e.g. `safaris/:slug` or `admin/*`. */
export interface PageRoute {
  /** Without the leading slash; '' is the home page. */
  pattern: string;
  /** The route module, e.g. `routes/package-detail.tsx`. */
  file: string;
}

function join(parent: string, child: string | undefined): string {
  return [parent, child ?? ''].filter(Boolean).join('/');
}

function flatten(entries: readonly RouteEntry[], parent = ''): PageRoute[] {
  return entries.flatMap((entry) => {
    const pattern = entry.index ? parent : join(parent, entry.path);
    if (entry.children?.length) return flatten(entry.children, pattern);
    return [{ pattern, file: entry.file }];
  });
}

/** Resource routes (sitemap.xml, robots.txt) render no page. */
const isPage = (route: PageRoute) => !/\.[a-z]+$/.test(route.pattern);

/** Every page route of the app, in the route table's order. */
export const pageRoutes: readonly PageRoute[] = flatten(routes as readonly RouteEntry[]).filter(
  isPage,
);

/** Whether a route belongs to the admin area (or its sign-in page), not to the public site. */
export function isAdminArea(route: PageRoute): boolean {
  return (
    route.pattern === 'auth' || route.pattern === 'admin' || route.pattern.startsWith('admin/')
  );
}

/**
 * The URLs the sweep opens for a route. `samples` maps a pattern with parameters (or `*`) to the
 * URLs that stand for it; a pattern without parameters opens as it is, unless `samples` lists
 * the URLs to open instead (e.g. `/search?q=gorilla`, or `/gallery` and `/gallery?page=2`).
 */
export function sampleUrls(route: PageRoute, samples: Record<string, readonly string[]>): string[] {
  const listed = samples[route.pattern];
  const dynamic = /(^|\/)(:|\*)/.test(route.pattern);
  if (dynamic && !listed) {
    throw new Error(
      `The accessibility sweep has no sample URL for the route "${route.pattern}" ` +
        `(${route.file}): add one to the samples in tests/e2e/a11y/.`,
    );
  }
  return listed ? [...listed] : [`/${route.pattern}`];
}

/**
 * The home page's data: its five sections, read through the data layer's home queries (3
 * retries, then each section's empty state or defaults, never an error) and reduced to what the
 * page shows.
 *
 * The home page imports this module only from its loaders: the build-time `loader` never reaches
 * the browser, and the `clientLoader` imports it dynamically. So a visitor who opens the home page
 * downloads React Query and postgrest-js only when the page refreshes its build-time data, after
 * it is interactive, never on the first load.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  createQueryClient,
  heroContentQueryOptions,
  homeGalleryQueryOptions,
  homePackagesQueryOptions,
  homePostsQueryOptions,
  homeTestimonialsQueryOptions,
  isHomeFallback,
} from '@tembo/data';
import { siteConfig } from '../../config/site.config.ts';
import { postExcerpt } from '../../lib/format/excerpt.ts';
import { publicClient } from '../../lib/data/clients.ts';
import { buildContentVersion, fillInBrowser } from '../../lib/data/route-data.ts';
import type { HomeData } from './home-types.ts';

/**
 * The five sections. With `shown`, what the page already shows: a section whose every try failed
 * keeps what it shows instead of its empty state (a visitor on a patchy connection does not see
 * the packages vanish when the page reads them again).
 */
async function readHome(queryClient: QueryClient, shown?: HomeData): Promise<HomeData> {
  const client = publicClient();
  const [hero, packages, testimonials, gallery, posts] = await Promise.all([
    queryClient.ensureQueryData(heroContentQueryOptions(client, siteConfig.hero)),
    queryClient.ensureQueryData(homePackagesQueryOptions(client)),
    queryClient.ensureQueryData(homeTestimonialsQueryOptions(client)),
    queryClient.ensureQueryData(homeGalleryQueryOptions(client)),
    queryClient.ensureQueryData(homePostsQueryOptions(client)),
  ]);
  const section = <Data extends object, Key extends keyof HomeData>(
    key: Key,
    data: Data,
    reduce: (data: Data) => HomeData[Key],
  ): HomeData[Key] => (shown && isHomeFallback(data) ? shown[key] : reduce(data));
  return {
    hero: section('hero', hero, (content) => content),
    packages: section('packages', packages, (rows) =>
      rows.map((pkg) => ({
        id: pkg.id,
        slug: pkg.slug,
        title: pkg.title,
        image_url: pkg.image_url,
        image_alt: pkg.image_alt,
        image_decorative: pkg.image_decorative,
        image_focal_x: pkg.image_focal_x,
        image_focal_y: pkg.image_focal_y,
        duration: pkg.duration,
        price_usd: pkg.price_usd,
        highlights: pkg.highlights,
      })),
    ),
    testimonials: section('testimonials', testimonials, (rows) =>
      rows.map(({ id, name, rating, content, country, image_url }) => ({
        id,
        name,
        rating,
        content,
        country,
        image_url,
      })),
    ),
    gallery: section('gallery', gallery, (rows) =>
      rows.map(({ id, image_url, alt, title, image_focal_x, image_focal_y }) => ({
        id,
        image_url,
        alt,
        title,
        image_focal_x,
        image_focal_y,
      })),
    ),
    // The excerpt rather than the whole post: the page shows no more, and the data travels in
    // the prerendered HTML.
    posts: section('posts', posts, (rows) =>
      rows.map((post) => ({
        id: post.id,
        slug: post.slug,
        title: post.title,
        featured_image: post.featured_image,
        featured_image_alt: post.featured_image_alt,
        featured_image_decorative: post.featured_image_decorative,
        featured_image_focal_x: post.featured_image_focal_x,
        featured_image_focal_y: post.featured_image_focal_y,
        created_at: post.created_at,
        excerpt: postExcerpt(post),
      })),
    ),
    fetchedAt: Date.now(),
  };
}

/**
 * Build time: a fresh QueryClient for the page, and the data stamped with the moment of the last
 * change the site shows (buildContentVersion), read first.
 */
export async function readHomeAtBuild(): Promise<HomeData> {
  const version = await buildContentVersion();
  const home = await readHome(createQueryClient());
  return version === undefined ? home : { ...home, fetchedAt: version };
}

/**
 * In the browser: through the session's QueryClient, so a visitor coming back to the home page
 * within the home queries' cache time reads no data again. `shown`: what the page shows now.
 */
export function readHomeInBrowser(shown?: HomeData): Promise<HomeData> {
  return fillInBrowser((queryClient) => readHome(queryClient, shown));
}

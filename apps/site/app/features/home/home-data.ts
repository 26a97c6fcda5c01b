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
} from '@tembo/data';
import { siteConfig } from '../../config/site.config.ts';
import { postExcerpt } from '../blog/excerpt.ts';
import { publicClient } from '../data/clients.ts';
import { fillInBrowser } from '../data/route-data.ts';
import type { HomeData } from './home-types.ts';

async function readHome(queryClient: QueryClient): Promise<HomeData> {
  const client = publicClient();
  const [hero, packages, testimonials, gallery, posts] = await Promise.all([
    queryClient.ensureQueryData(heroContentQueryOptions(client, siteConfig.hero)),
    queryClient.ensureQueryData(homePackagesQueryOptions(client)),
    queryClient.ensureQueryData(homeTestimonialsQueryOptions(client)),
    queryClient.ensureQueryData(homeGalleryQueryOptions(client)),
    queryClient.ensureQueryData(homePostsQueryOptions(client)),
  ]);
  return {
    hero,
    packages: packages.map(
      ({ id, title, image_url, image_alt, duration, price_usd, highlights }) => ({
        id,
        title,
        image_url,
        image_alt,
        duration,
        price_usd,
        highlights,
      }),
    ),
    testimonials: testimonials.map(({ id, name, rating, content, country, image_url }) => ({
      id,
      name,
      rating,
      content,
      country,
      image_url,
    })),
    gallery: gallery.map(({ id, image_url, alt, title }) => ({ id, image_url, alt, title })),
    // The excerpt rather than the whole post: the page shows no more, and the data travels in
    // the prerendered HTML.
    posts: posts.map((post) => ({
      id: post.id,
      slug: post.slug,
      title: post.title,
      featured_image: post.featured_image,
      featured_image_alt: post.featured_image_alt,
      created_at: post.created_at,
      excerpt: postExcerpt(post),
    })),
    fetchedAt: Date.now(),
  };
}

/** Build time: a fresh QueryClient for the page. */
export function readHomeAtBuild(): Promise<HomeData> {
  return readHome(createQueryClient());
}

/**
 * In the browser: through the session's QueryClient, so a visitor coming back to the home page
 * within the home queries' cache time reads no data again.
 */
export function readHomeInBrowser(): Promise<HomeData> {
  return fillInBrowser(readHome);
}

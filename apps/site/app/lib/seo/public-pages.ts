import {
  accommodationsQueryOptions,
  createQueryClient,
  packagesListQueryOptions,
  postsQueryOptions,
} from '@tembo/data';
import { packageCategories, paths } from '../../config/paths.ts';
import { publicClient } from '../data/clients.ts';
import type { SitemapEntry } from './sitemap.ts';

/** The public pages whose URL does not depend on content. */
export const staticPages: SitemapEntry[] = [
  paths.home(),
  paths.about(),
  paths.services(),
  paths.packages(),
  ...packageCategories.map((category) => paths.packageCategory(category.slug)),
  paths.destinations(),
  paths.accommodations(),
  paths.gallery(),
  paths.blog(),
  paths.testimonials(),
  paths.submitTestimonial(),
  paths.contact(),
].map((path) => ({ path }));

/**
 * Every public page: the static ones and one per published package, accommodation and post,
 * read from the backend with the same queries the pages use. Used for prerendering and for
 * sitemap.xml, so both always list the same URLs.
 */
export async function listPublicPages(): Promise<SitemapEntry[]> {
  const queryClient = createQueryClient();
  const client = publicClient();
  const [packages, accommodations, posts] = await Promise.all([
    queryClient.fetchQuery(packagesListQueryOptions(client)),
    queryClient.fetchQuery(accommodationsQueryOptions(client)),
    queryClient.fetchQuery(postsQueryOptions(client)),
  ]);
  return [
    ...staticPages,
    ...packages.map((pkg) => ({ path: paths.package(pkg.id), lastModified: pkg.updated_at })),
    ...accommodations.map((lodging) => ({
      path: paths.accommodation(lodging.id),
      lastModified: lodging.updated_at,
    })),
    ...posts.map((post) => ({ path: paths.blogPost(post.slug), lastModified: post.updated_at })),
  ];
}

/** What React Router prerenders: every public page, the search page and the three resource routes. */
export async function prerenderPaths(): Promise<string[]> {
  const pages = await listPublicPages();
  return [
    ...pages.map((page) => page.path),
    paths.search(),
    paths.sitemap(),
    paths.robots(),
    paths.manifest(),
  ];
}

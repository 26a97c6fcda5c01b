import {
  accommodationsQueryOptions,
  createQueryClient,
  destinationsQueryOptions,
  packagesListQueryOptions,
  postsQueryOptions,
  slugRedirectsQueryOptions,
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
 * Every public page: the static ones and one per published package, destination, accommodation
 * and post,
 * read from the backend with the same queries the pages use. Used for prerendering and for
 * sitemap.xml, so both always list the same URLs.
 */
export async function listPublicPages(): Promise<SitemapEntry[]> {
  const queryClient = createQueryClient();
  const client = publicClient();
  const [packages, destinations, accommodations, posts] = await Promise.all([
    queryClient.fetchQuery(packagesListQueryOptions(client)),
    queryClient.fetchQuery(destinationsQueryOptions(client)),
    queryClient.fetchQuery(accommodationsQueryOptions(client)),
    queryClient.fetchQuery(postsQueryOptions(client)),
  ]);
  return [
    ...staticPages,
    ...packages.map((pkg) => ({ path: paths.package(pkg.slug), lastModified: pkg.updated_at })),
    ...destinations.map((destination) => ({
      path: paths.destination(destination.slug),
      lastModified: destination.updated_at,
    })),
    ...accommodations.map((lodging) => ({
      path: paths.accommodation(lodging.slug),
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

/** An old address of a page and the page it went to. */
export interface AddressRedirect {
  from: string;
  to: string;
}

/**
 * The old addresses of every live package, accommodation and destination, for the host's
 * permanent redirects (docs/decisions.md#slug-urls): /safaris/{id} and /accommodations/{id}, the
 * addresses of the specification, and each earlier slug the database recorded on a rename
 * (destinations had no page of their own before their slugs, so no address by id). An address that is a
 * page of this build is never redirected.
 */
export async function listAddressRedirects(): Promise<AddressRedirect[]> {
  const queryClient = createQueryClient();
  const client = publicClient();
  const [packages, accommodations, earlier] = await Promise.all([
    queryClient.fetchQuery(packagesListQueryOptions(client)),
    queryClient.fetchQuery(accommodationsQueryOptions(client)),
    queryClient.fetchQuery(slugRedirectsQueryOptions(client)),
  ]);
  const pageOf = {
    package: paths.package,
    accommodation: paths.accommodation,
    destination: paths.destination,
  };
  const redirects: AddressRedirect[] = [
    ...packages.map((pkg) => ({ from: paths.package(pkg.id), to: paths.package(pkg.slug) })),
    ...accommodations.map((lodging) => ({
      from: paths.accommodation(lodging.id),
      to: paths.accommodation(lodging.slug),
    })),
    ...earlier.map((row) => ({
      from: pageOf[row.kind](row.old_slug),
      to: pageOf[row.kind](row.slug),
    })),
  ];
  const pages = new Set(redirects.map((redirect) => redirect.to));
  return redirects.filter((redirect) => !pages.has(redirect.from));
}

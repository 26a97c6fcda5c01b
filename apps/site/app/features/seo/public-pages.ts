import { paths } from '../../config/paths.ts';
import type { SitemapEntry } from './sitemap.ts';

/** The public pages whose URL does not depend on content. */
export const staticPages: SitemapEntry[] = [paths.home(), paths.about(), paths.services()].map(
  (path) => ({ path }),
);

/** Every public page: the static ones and one per package, accommodation and post. */
export async function listPublicPages(): Promise<SitemapEntry[]> {
  return [...staticPages];
}

/** What React Router prerenders: every public page, the search page and the two resource routes. */
export async function prerenderPaths(): Promise<string[]> {
  const pages = await listPublicPages();
  return [...pages.map((page) => page.path), paths.sitemap(), paths.robots()];
}

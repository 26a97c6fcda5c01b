import { useEffect } from 'react';
import { useRevalidator, type MetaDescriptor } from 'react-router';
import { paths } from '../config/paths.ts';
import { siteConfig } from '../config/site.config.ts';
import { GalleryPreview } from '../features/gallery/GalleryPreview.tsx';
import { HomePage } from '../features/home/HomePage.tsx';
import { readHomeAtBuild } from '../features/home/home-data.ts';
import type { HomeData } from '../features/home/home-types.ts';
import { useReadAgainIfChanged } from '../lib/data/build-freshness.ts';
import { siteContact } from '../lib/layout/site-contact.ts';
import { travelAgency } from '../lib/seo/json-ld.ts';
import { seoMeta, type PageSeo } from '../lib/seo/meta.ts';
import type { Route } from './+types/home';

const homeSeo: PageSeo = {
  title: siteConfig.home.title,
  fullTitle: true,
  description: siteConfig.description,
  path: paths.home(),
};

/**
 * Unlike the other data pages, the home page renders its loader's data rather than React Query's
 * cache, so its first load needs neither React Query nor postgrest-js (15 KB gzip of a 140 KB
 * budget). It reads through the same query options: the build's loader for the five sections;
 * the clientLoader, which loads the data layer when it runs, on client-side navigations and to
 * refresh build-time data that is stale (docs/architecture.md#prerendering, "Freshness").
 */
export const loader = async () => ({ home: await readHomeAtBuild() });

/**
 * The sections this tab last showed: a read again that fails keeps them rather than replacing them
 * with empty states (home-data.ts).
 */
let shownHome: HomeData | undefined;

export async function clientLoader() {
  const { readHomeInBrowser } = await import('../features/home/home-data.ts');
  return { home: await readHomeInBrowser(shownHome) };
}

/**
 * The TravelAgency carries the contact details admins edit, as the root's build-time loader read
 * them for every page (lib/layout/site-contact.ts), also after a client-side navigation.
 */
export function meta({ loaderData, matches }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [];
  return seoMeta({ ...homeSeo, jsonLd: [travelAgency(siteContact(matches[0]?.loaderData))] });
}

/**
 * Once the prerendered page is interactive, data older than the cache's freshness
 * (docs/decisions.md#query-cache) is read again if the site changed since the build read it
 * (build-freshness.ts), as the other pages' queries are (BuildData). Offline, the page keeps
 * what it has.
 */
function useFreshHome(fetchedAt: number): void {
  // The clientLoader's answer carries its own, fresh, time: this reads once per stale view.
  useReadAgainIfChanged(fetchedAt, useRevalidator().revalidate);
}

/** The home page: its sections (features/home) with the gallery's preview composed in. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { home } = loaderData;
  useEffect(() => {
    shownHome = home;
  }, [home]);
  useFreshHome(home.fetchedAt);
  return <HomePage home={home} gallery={<GalleryPreview images={home.gallery} />} />;
}

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { onlineManager } from '@tanstack/react-query';
import { searchQueryOptions } from '@tembo/data';
import { SearchResults } from '../features/search/SearchResults.tsx';
import { paths } from '../config/paths.ts';
import { pagesConfig } from '../config/pages.config.ts';
import { publicClient } from '../lib/data/clients.ts';
import { isHydrating } from '../lib/hydration/use-hydrated.ts';
import { loadAtBuild, loadInBrowser, prefetchList } from '../lib/data/route-data.ts';
import { textParam } from '../lib/data/search-params.ts';
import { PageHeader } from '../lib/layout/PageHeader.tsx';
import { SiteSearch } from '../lib/layout/SiteSearch.tsx';
import * as styles from '../lib/layout/page.css.ts';
import { seoMeta, type PageSeo } from '../lib/seo/meta.ts';
import type { Route } from './+types/search';
import { BuildData } from '../lib/data/BuildData.tsx';

function seo(q: string): PageSeo & { q: string } {
  return {
    q,
    title: q ? `Search results for “${q}”` : 'Search',
    description: pagesConfig.search.description,
    path: paths.search(),
    noindex: true,
  };
}

/** Build time: the empty search page (a static host serves it for any ?q=). */
export const loader = () => loadAtBuild(async () => seo(''));

/**
 * In the browser, also on hydration: the results for ?q=. Hydrating, or offline, the page does
 * not wait for them: it works at once and shows 'Searching...' until they come, or says that they
 * come when the connection is back (offline a fetch waits for it, which would hold the page).
 */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadInBrowser(async (queryClient) => {
    const q = textParam(request.url, 'q');
    if (q) {
      const results = prefetchList(queryClient, searchQueryOptions(publicClient(), { q }));
      if (!isHydrating() && onlineManager.isOnline()) await results;
    }
    return seo(q);
  });
clientLoader.hydrate = true as const;

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? seoMeta(loaderData.seo) : []);

/** /search?q=: packages, destinations, accommodations and published posts. */
export default function Search({ loaderData }: Route.ComponentProps) {
  const { q } = loaderData.seo;
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  // Alt+/ on a phone, where the header's field is hidden in the menu, lands here.
  const focusSearch = (location.state as { focusSearch?: boolean } | null)?.focusSearch;
  useEffect(() => {
    if (focusSearch) input.current?.focus();
  }, [focusSearch]);
  return (
    <BuildData state={loaderData.dehydratedState}>
      <PageHeader title="Search" lead="Find safaris, destinations, lodges and stories." />
      <div className={styles.container}>
        <div className={styles.section}>
          <SiteSearch
            key={q}
            ref={input}
            label="Search the site"
            hideLabel={false}
            defaultValue={q}
          />
        </div>
        <SearchResults q={q} />
      </div>
    </BuildData>
  );
}

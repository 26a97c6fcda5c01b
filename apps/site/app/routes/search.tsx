import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { onlineManager } from '@tanstack/react-query';
import { searchQueryOptions, useSearchQuery, type SearchResult } from '@tembo/data';
import { EmptyState, formatUsd, ImageWithFallback, Spinner } from '@tembo/ui';
import { paths } from '../config/paths.ts';
import { publicClient } from '../lib/data/clients.ts';
import { imageSize, responsiveImage } from '../lib/format/images.ts';
import { markMatches } from '../lib/format/search-marks.ts';
import { isHydrating } from '../lib/hydration/use-hydrated.ts';
import { loadAtBuild, loadInBrowser, prefetchList } from '../lib/data/route-data.ts';
import { textParam } from '../lib/data/search-params.ts';
import { PageHeader } from '../lib/layout/PageHeader.tsx';
import { SiteSearch } from '../lib/layout/SiteSearch.tsx';
import * as styles from '../lib/layout/page.css.ts';
import * as resultStyles from '../lib/layout/search-results.css.ts';
import { seoMeta, type PageSeo } from '../lib/seo/meta.ts';
import type { Route } from './+types/search';
import { BuildData } from '../lib/data/BuildData.tsx';

function seo(q: string): PageSeo & { q: string } {
  return {
    q,
    title: q ? `Search results for “${q}”` : 'Search',
    description:
      'Search our safari packages, destinations, lodges and blog posts: gorillas, chimpanzees, Murchison Falls, Bwindi and more.',
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

const kindLabels: Record<string, string> = {
  package: 'Safari package',
  destination: 'Destination',
  accommodation: 'Accommodation',
  post: 'Blog post',
};

/** A result's text with the searched words in `<mark>`. */
function Marked({ text, q }: { text: string; q: string }) {
  return (
    <>
      {markMatches(text, q).map((part, index) =>
        part.match ? (
          <mark key={index} className={resultStyles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** One hit: its picture (beside its title, which says the same: decorative), kind, title, price. */
function ResultItem({ result, q }: { result: SearchResult; q: string }) {
  return (
    <li className={`${styles.timelineDay} ${resultStyles.result}`}>
      <div className={resultStyles.thumbnail}>
        {result.image_url ? (
          <ImageWithFallback
            {...responsiveImage(result.image_url, 'searchResult')}
            alt=""
            {...imageSize}
          />
        ) : null}
      </div>
      <div>
        <p className={styles.timelineMeta}>{kindLabels[result.kind] ?? result.kind}</p>
        <h2 className={styles.subTitle}>
          <Link className={styles.link} to={result.url}>
            <Marked text={result.title} q={q} />
          </Link>
        </h2>
        {result.kind === 'package' && result.price_usd !== null ? (
          <p className={resultStyles.price}>From {formatUsd(result.price_usd)} per person</p>
        ) : null}
        {result.excerpt ? (
          <p className={styles.text}>
            <Marked text={result.excerpt} q={q} />
          </p>
        ) : null}
      </div>
    </li>
  );
}

function Results({ q }: { q: string }) {
  const { data, isError, isPending, fetchStatus } = useSearchQuery({ q });
  if (!q)
    return <p className={`${styles.text} ${styles.muted}`}>Type what you are looking for above.</p>;
  // Offline, the query waits for the connection to come back and then runs by itself.
  if (isPending && fetchStatus === 'paused') {
    return (
      <EmptyState
        title="You are offline."
        description="The results will appear here when your connection is back."
        announce="status"
      />
    );
  }
  if (isPending) return <Spinner label="Searching..." />;
  if (isError && !data) {
    return (
      <EmptyState
        title="Search is not available right now. Please try again later."
        announce="alert"
      />
    );
  }
  if (!data || data.length === 0) {
    return (
      <EmptyState
        title={`Nothing matches “${q}”.`}
        description="Try another word, such as gorillas, Bwindi or Murchison."
        announce="status"
      />
    );
  }
  return (
    <>
      <p className={styles.text} role="status">
        {data.length === 1 ? '1 result' : `${data.length} results`} for “{q}”
      </p>
      <ul className={styles.timeline}>
        {data.map((result) => (
          <ResultItem key={`${result.kind}-${result.id}`} result={result} q={q} />
        ))}
      </ul>
    </>
  );
}

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
        <Results q={q} />
      </div>
    </BuildData>
  );
}

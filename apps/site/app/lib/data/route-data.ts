/**
 * The two halves of every public data route (docs/architecture.md#prerendering): the build-time `loader` fills a
 * fresh QueryClient and returns its dehydrated state, which the page hydrates into the browser's
 * cache (HydrationBoundary); the `clientLoader` fills the browser's cache from the same query
 * options on client-side navigations and for ids created after the build.
 */
import {
  dehydrate,
  onlineManager,
  type Query,
  type DehydratedState,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  createQueryClient,
  isDataError,
  movedAddressQueryOptions,
  readSupabaseConfig,
  siteContentVersion,
  type MovedAddressVariables,
} from '@tembo/data';
import { data, replace } from 'react-router';
import { loadImageManifest } from '../format/images.ts';
import { isHydrating } from '../hydration/use-hydrated.ts';
import { getQueryClient, publicClient } from './clients.ts';
import { OfflineNavigationError } from './offline-navigation-error.ts';

/** What both loaders return: the cache to hydrate (build only) and what `meta` needs. */
export interface RouteData<Seo> {
  dehydratedState: DehydratedState | null;
  seo: Seo;
}

type Options<T, Key extends QueryKey> = FetchQueryOptions<T, Error, T, Key>;

/**
 * Build time: fetches into a new QueryClient and dehydrates it. Errors fail the build, so a
 * backend outage never ships pages that say "Failed to load".
 *
 * `pnpm dev` runs this loader on every request, for any URL: there, a record that does not exist
 * answers 404 with the not-found page, as the build's 404.html does (at build time a 404 fails
 * the prerender as any other error does).
 */
export async function loadAtBuild<Seo>(
  fill: (queryClient: QueryClient) => Promise<Seo>,
): Promise<RouteData<Seo>> {
  const queryClient = createQueryClient();
  try {
    // Before the data: a change saved meanwhile is then after the stamp, and pages read it again.
    const version = await buildContentVersion();
    const seo = await fill(queryClient);
    return { dehydratedState: stamped(dehydrate(queryClient), version), seo };
  } catch (error) {
    if (isDataError(error) && error.kind === 'not-found') notFound();
    throw error;
  }
}

let contentVersion: Promise<number> | undefined;

/**
 * In a build, the moment of the last change the site shows (rpc site_content_version), read once
 * before the first page's data; undefined in `pnpm dev`, whose pages keep the time of each read.
 * Pages carry it as the time of their data instead of the moment the build read it, so a build
 * of unchanged content writes the bytes of the last one (docs/decisions.md#build-freshness).
 */
export function buildContentVersion(): Promise<number | undefined> {
  if (import.meta.env.DEV) return Promise.resolve(undefined);
  contentVersion ??= siteContentVersion(readSupabaseConfig(import.meta.env));
  return contentVersion;
}

/** The state with every query read at `version` (unchanged when there is none). */
function stamped(state: DehydratedState, version: number | undefined): DehydratedState {
  if (version === undefined) return state;
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: version,
      state: { ...query.state, dataUpdatedAt: version },
    })),
  };
}

/** In the browser: fills the session's QueryClient; nothing to hydrate. */
export async function loadInBrowser<Seo>(
  fill: (queryClient: QueryClient) => Promise<Seo>,
): Promise<RouteData<Seo>> {
  return { dehydratedState: null, seo: await fillInBrowser(fill) };
}

/**
 * Runs `fill` against the session's QueryClient; offline, fails with
 * {@link OfflineNavigationError} instead of waiting for a read the service worker never kept.
 */
export function fillInBrowser<T>(fill: (queryClient: QueryClient) => Promise<T>): Promise<T> {
  const queryClient = getQueryClient();
  // Offline navigations only: a loader that runs while the page hydrates keeps waiting, so a page
  // the worker served can never reload itself again and again.
  const filled =
    onlineManager.isOnline() || isHydrating()
      ? fill(queryClient)
      : answeredOffline(queryClient, () => fill(queryClient));
  // A page rendered in the browser shows the build's image variants too: the whole manifest is
  // loaded beside the data, once (hydration uses the page's own part of it).
  if (isHydrating()) return filled;
  return Promise.all([filled, loadImageManifest()]).then(([value]) => value);
}

/**
 * Offline, a query asks once (the service worker answers what it kept) and then pauses until the
 * connection returns. When a query this loader started fails (only network and server failures
 * are retried, and so report `failed`) or pauses, the navigation fails with
 * {@link OfflineNavigationError} instead of leaving the click without an answer. A "not found"
 * answer is not retried and stays a not-found.
 */
function answeredOffline<T>(queryClient: QueryClient, fill: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = new Set<Query>();
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      if (event.action.type === 'fetch') started.add(event.query);
      const unanswered = event.action.type === 'failed' || event.action.type === 'pause';
      if (unanswered && started.has(event.query)) reject(new OfflineNavigationError());
    });
    fill().then(resolve, reject).finally(unsubscribe);
  });
}

/**
 * Fetches what a detail page shows; an id that does not exist becomes a 404, which the site
 * layout's error boundary renders as the not-found page.
 */
export async function fetchOrNotFound<T, Key extends QueryKey>(
  queryClient: QueryClient,
  options: Options<T, Key>,
): Promise<T> {
  try {
    return await queryClient.ensureQueryData(options);
  } catch (error) {
    if (isDataError(error) && error.kind === 'not-found') notFound();
    throw error;
  }
}

/** An old address of a record: its kind, the key the URL carried, and the page of a slug. */
export interface OldAddress extends MovedAddressVariables {
  page: (slug: string) => string;
}

/**
 * Like {@link fetchOrNotFound}, for a page addressed by slug: when no record has the slug, an old
 * address of one (its id, an earlier slug) replaces the URL with the record's page, so a link
 * from before a rename, or to /safaris/{id}, still arrives (docs/decisions.md#slug-urls). The
 * host answers those addresses with a 301 before any of this runs; this covers a client-side
 * navigation and records renamed after the build.
 */
export async function fetchOrMoved<T, Key extends QueryKey>(
  queryClient: QueryClient,
  options: Options<T, Key>,
  { kind, key, page }: OldAddress,
): Promise<T> {
  try {
    return await queryClient.ensureQueryData(options);
  } catch (error) {
    if (!isDataError(error) || error.kind !== 'not-found') throw error;
  }
  const slug = await queryClient.fetchQuery(
    movedAddressQueryOptions(publicClient(), { kind, key }),
  );
  if (slug) throw replace(page(slug));
  notFound();
}

/** React Router's 404, which the site layout's error boundary renders as the not-found page. */
function notFound(): never {
  throw data('Not found', { status: 404, statusText: 'Not Found' });
}

/**
 * Starts a list query without failing the navigation: the page renders the list's own error
 * message (docs/product-rules.md#error-texts) from the query's state instead of the generic error page.
 */
export async function prefetchList<T, Key extends QueryKey>(
  queryClient: QueryClient,
  options: Options<T, Key>,
): Promise<T | undefined> {
  await queryClient.prefetchQuery(options);
  // The page shows this answer. Mounting must not ask again: a list that failed (after its
  // retries) would go back to loading, show its empty state, and retry for seconds more before
  // the page said it had failed. The next navigation's loader asks again.
  queryClient.setQueryDefaults(options.queryKey, { retryOnMount: false });
  return queryClient.getQueryData<T>(options.queryKey);
}

/**
 * Like {@link prefetchList}, for a list that can be asked for past its end (a gallery page that
 * does not exist): that becomes a 404, other failures the list's own message.
 */
export async function prefetchPageOrNotFound<T, Key extends QueryKey>(
  queryClient: QueryClient,
  options: Options<T, Key>,
): Promise<T | undefined> {
  const result = await prefetchList(queryClient, options);
  const error = queryClient.getQueryState(options.queryKey)?.error;
  if (result === undefined && isDataError(error) && error.kind === 'not-found') notFound();
  return result;
}

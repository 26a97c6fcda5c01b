import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, siteContentVersion } from '@tembo/data';
import { mockSupabaseConfig } from '@tembo/data/mocks';
import { createMockServer } from '@tembo/data/mocks/node';
import { getQueryClient } from './clients.ts';
import { OfflineNavigationError } from './offline-navigation-error.ts';
import { loadAtBuild, loadInBrowser } from './route-data.ts';

/** A read that fails like a fetch with no connection and no service-worker copy. */
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));

const read = (queryClient: QueryClient, key: string, queryFn: () => Promise<string>) =>
  queryClient.ensureQueryData({ queryKey: ['route-data-test', key], queryFn });

describe('loadInBrowser', () => {
  // The browser's QueryClient reads navigator.onLine when it is made: make it first. The root
  // marks a hydrated page; these loaders run for navigations after that.
  beforeAll(() => void getQueryClient());
  beforeEach(() => document.documentElement.setAttribute('data-hydrated', ''));
  afterEach(() => onlineManager.setOnline(true));

  it('offline, fails with OfflineNavigationError as soon as a read finds no answer', async () => {
    onlineManager.setOnline(false);
    await expect(
      loadInBrowser(async (queryClient) => read(queryClient, 'never-saved', unreachable)),
    ).rejects.toBeInstanceOf(OfflineNavigationError);
  });

  it('offline, an answer that is an error (not found) stays that error', async () => {
    onlineManager.setOnline(false);
    const notFound = new DataError('That safari no longer exists.', {
      kind: 'not-found',
      status: 406,
    });
    await expect(
      loadInBrowser(async (queryClient) =>
        read(queryClient, 'gone', () => Promise.reject(notFound)),
      ),
    ).rejects.toBe(notFound);
  });

  it('offline, answers from what the service worker kept', async () => {
    onlineManager.setOnline(false);
    const data = await loadInBrowser(async (queryClient) =>
      read(queryClient, 'saved', () => Promise.resolve('from the cache')),
    );
    expect(data.seo).toBe('from the cache');
  });

  it('while the page hydrates, offline, waits for the connection instead (never a reload loop)', async () => {
    document.documentElement.removeAttribute('data-hydrated');
    onlineManager.setOnline(false);
    let tries = 0;
    const loading = loadInBrowser(async (queryClient) =>
      read(queryClient, 'hydrating', () =>
        tries++ === 0 ? unreachable() : Promise.resolve('once online'),
      ),
    );
    const settled = await Promise.race([
      loading.then(
        () => 'settled',
        () => 'settled',
      ),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 50)),
    ]);
    expect(settled).toBe('waiting');
    onlineManager.setOnline(true);
    expect((await loading).seo).toBe('once online');
  });

  it('hears the connection drop with no QueryClientProvider mounted (the home page has none)', () => {
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      window.dispatchEvent(new Event('offline'));
      expect(onlineManager.isOnline()).toBe(false);
    } finally {
      Object.defineProperty(navigator, 'onLine', online);
      window.dispatchEvent(new Event('online'));
    }
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('online, waits for the read as before', async () => {
    const data = await loadInBrowser(async (queryClient) =>
      read(queryClient, 'online', () => Promise.resolve('fresh')),
    );
    expect(data).toEqual({ dehydratedState: null, seo: 'fresh' });
    expect(getQueryClient().getQueryData(['route-data-test', 'online'])).toBe('fresh');
  });
});

describe('loadAtBuild', () => {
  // `pnpm dev` runs the build-time loaders on every request: an unknown id there must answer as
  // the build does (its 404.html), not fail with a stack trace.
  it('turns a record that does not exist into a 404', async () => {
    const notFound = new DataError('That safari no longer exists.', {
      kind: 'not-found',
      status: 406,
    });
    const thrown = await loadAtBuild(async (queryClient) =>
      read(queryClient, 'unknown', () => Promise.reject(notFound)),
    ).catch((error: unknown) => error);
    // React Router's `data(…, { status: 404 })`, which the site layout renders as the not-found page.
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it('fails on any other error, so a backend outage fails the build', async () => {
    const outage = new DataError('The request was refused.', { kind: 'forbidden', status: 403 });
    await expect(
      loadAtBuild(async (queryClient) => read(queryClient, 'outage', () => Promise.reject(outage))),
    ).rejects.toBe(outage);
  });
});

describe('loadAtBuild in a build', () => {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('VITE_SUPABASE_URL', mockSupabaseConfig.url);
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', mockSupabaseConfig.anonKey);
  });
  afterEach(() => vi.unstubAllEnvs());

  it('stamps every query with the moment of the last change, so unchanged content builds the same page', async () => {
    const version = await siteContentVersion(mockSupabaseConfig);
    const load = () =>
      loadAtBuild(async (queryClient) => {
        await read(queryClient, 'stamped-a', () => Promise.resolve('a'));
        return read(queryClient, 'stamped-b', () => Promise.resolve('b'));
      });
    const first = await load();
    // A later build: only the clock differs.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    const second = await load().finally(() => vi.useRealTimers());
    expect(first.dehydratedState?.queries).toHaveLength(2);
    for (const query of first.dehydratedState!.queries) {
      expect(query.state.dataUpdatedAt).toBe(version);
      expect(query.dehydratedAt).toBe(version);
    }
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });
});

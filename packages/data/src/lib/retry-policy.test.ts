// Policy tests (docs/decisions.md#query-cache): retry counts, no retry on 401/403/404/PGRST116, the back-off and
// its 30 s cap, home queries swallowing errors into an empty list, mutations retried once, and
// the role's 'user' default. Fake timers; a scripted fetch stands in for the server.
import { MutationObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { submitEnquiry } from '../enquiries/enquiry-submit-mutation.ts';
import { createPublicClient } from '../public-client.tsx';
import { createQueryClient } from '../query-client.ts';
import { defaultGcTime, defaultStaleTime } from './cache-times.ts';
import { userRoleQueryOptions } from '../roles/user-role-query.ts';
import {
  homePackagesQueryOptions,
  packageDetailQueryOptions,
  packagesListQueryOptions,
} from '../public-reads.ts';
import { scriptedFetch } from '../../test/scripted-fetch.ts';
import { isDataError } from './data-error.ts';
import { homeGcTime, isHomeFallback } from './home-query.ts';
import { retryDelay, withRetries } from './retry-policy.ts';

const config = { url: 'http://supabase.test', anonKey: 'anon' };
const row = { id: '00000000-0000-4000-8000-000000000001', slug: 'a-safari', title: 'A safari' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * Runs `promise` to the end while the fake clock moves on (a minute: every back-off fits, the
 * cache's garbage collection does not run yet).
 */
async function settle<T>(
  promise: Promise<T>,
  ms = 60_000,
): Promise<{ value?: T; error?: unknown }> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return outcome;
}

describe('createQueryClient', () => {
  it('keeps data fresh 5 minutes, 10 in the cache, and never refetches on window focus', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(5 * 60_000);
    expect(defaultStaleTime).toBe(5 * 60_000);
    expect(queries?.gcTime).toBe(10 * 60_000);
    expect(defaultGcTime).toBe(10 * 60_000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });

  it('keeps home queries 30 minutes and list queries 10', async () => {
    const server = scriptedFetch([[row]]);
    const client = createPublicClient(config, { fetch: server.fetch });
    const queryClient = createQueryClient();
    await settle(queryClient.fetchQuery(homePackagesQueryOptions(client)));
    await settle(queryClient.fetchQuery(packagesListQueryOptions(client)));
    const cache = queryClient.getQueryCache();
    expect(homeGcTime).toBe(30 * 60_000);
    expect(
      cache.find({ queryKey: homePackagesQueryOptions(client).queryKey })?.options.gcTime,
    ).toBe(30 * 60_000);
    expect(
      cache.find({ queryKey: packagesListQueryOptions(client).queryKey })?.options.gcTime,
    ).toBe(10 * 60_000);
  });
});

describe('default query retries', () => {
  it('retries a 5xx at most twice, 1 s then 2 s apart, then surfaces the error', async () => {
    const server = scriptedFetch([500]);
    const client = createPublicClient(config, { fetch: server.fetch });
    const { error } = await settle(
      createQueryClient().fetchQuery(packagesListQueryOptions(client)),
    );
    expect(server.calls).toHaveLength(3);
    expect(server.gaps()).toEqual([1000, 2000]);
    expect(isDataError(error) && error.kind).toBe('server');
  });

  it('succeeds when a retry does', async () => {
    const server = scriptedFetch([503, [row]]);
    const client = createPublicClient(config, { fetch: server.fetch });
    const { value } = await settle(
      createQueryClient().fetchQuery(packagesListQueryOptions(client)),
    );
    expect(value).toEqual([row]);
    expect(server.calls).toHaveLength(2);
  });

  it.each([401, 403, 404])('never retries a %i', async (status) => {
    const server = scriptedFetch([status]);
    const client = createPublicClient(config, { fetch: server.fetch });
    const { error } = await settle(
      createQueryClient().fetchQuery(packagesListQueryOptions(client)),
    );
    expect(server.calls).toHaveLength(1);
    expect(isDataError(error) && error.status).toBe(status);
  });

  it('never retries a missing row (no row for a detail page)', async () => {
    const server = scriptedFetch([[]]);
    const client = createPublicClient(config, { fetch: server.fetch });
    const { error } = await settle(
      createQueryClient().fetchQuery(packageDetailQueryOptions(client, { slug: row.slug })),
    );
    expect(server.calls).toHaveLength(1);
    expect(isDataError(error) && error.kind).toBe('not-found');
  });

  it('never retries a PGRST116 answer', async () => {
    const server = scriptedFetch([406]);
    const client = createPublicClient(config, { fetch: server.fetch });
    const { error } = await settle(
      createQueryClient().fetchQuery(packagesListQueryOptions(client)),
    );
    expect(server.calls).toHaveLength(1);
    expect(isDataError(error) && error.code).toBe('PGRST116');
  });

  it('treats a network failure as retryable', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const client = createPublicClient(config, { fetch: failing as unknown as typeof fetch });
    const { error } = await settle(
      createQueryClient().fetchQuery(packagesListQueryOptions(client)),
    );
    expect(failing).toHaveBeenCalledTimes(3);
    expect(isDataError(error) && error.kind).toBe('network');
  });
});

describe('home queries', () => {
  it('retry 3 times with back-off 1 s, 2 s, 4 s, then answer an empty list', async () => {
    const server = scriptedFetch([500]);
    const client = createPublicClient(config, { fetch: server.fetch });
    const { value, error } = await settle(
      createQueryClient().fetchQuery(homePackagesQueryOptions(client)),
    );
    expect(error).toBeUndefined();
    expect(value).toEqual([]);
    expect(server.calls).toHaveLength(4);
    expect(server.gaps()).toEqual([1000, 2000, 4000]);
  });

  it('do not retry a 403 and still answer an empty list', async () => {
    const server = scriptedFetch([403]);
    const client = createPublicClient(config, { fetch: server.fetch });
    const { value } = await settle(
      createQueryClient().fetchQuery(homePackagesQueryOptions(client)),
    );
    expect(value).toEqual([]);
    expect(server.calls).toHaveLength(1);
  });

  it('answer the data when a retry succeeds', async () => {
    const server = scriptedFetch([500, 500, [row]]);
    const client = createPublicClient(config, { fetch: server.fetch });
    const { value } = await settle(
      createQueryClient().fetchQuery(homePackagesQueryOptions(client)),
    );
    expect(value).toEqual([row]);
    expect(server.calls).toHaveLength(3);
  });

  it('store the empty list as data, not as an error, so the section shows its empty state', async () => {
    const server = scriptedFetch([500]);
    const client = createPublicClient(config, { fetch: server.fetch });
    const queryClient = createQueryClient();
    const options = homePackagesQueryOptions(client);
    await settle(queryClient.fetchQuery(options));
    const state = queryClient.getQueryState(options.queryKey);
    expect(state?.status).toBe('success');
    expect(state?.data).toEqual([]);
  });

  it('mark the empty list given on failure, never an empty answer, as the fallback', async () => {
    const failing = createPublicClient(config, { fetch: scriptedFetch([403]).fetch });
    const failed = await settle(createQueryClient().fetchQuery(homePackagesQueryOptions(failing)));
    expect(isHomeFallback(failed.value)).toBe(true);
    const answering = createPublicClient(config, { fetch: scriptedFetch([[]]).fetch });
    const empty = await settle(createQueryClient().fetchQuery(homePackagesQueryOptions(answering)));
    expect(empty.value).toEqual([]);
    expect(isHomeFallback(empty.value)).toBe(false);
  });

  it('reject (and cache nothing) when the page is left mid-retry', async () => {
    const server = scriptedFetch([500]);
    const client = createPublicClient(config, { fetch: server.fetch });
    const queryClient = createQueryClient();
    const options = homePackagesQueryOptions(client);
    const pending = queryClient.fetchQuery(options).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1500);
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    await vi.advanceTimersByTimeAsync(60_000);
    await pending;
    expect(queryClient.getQueryData(options.queryKey)).toBeUndefined();
    expect(server.calls.length).toBeLessThan(4);
  });
});

describe('back-off', () => {
  it('doubles from 1 s and is capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('never waits longer than 30 s between attempts, however many retries', async () => {
    const attempt = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const started = Date.now();
    const times: number[] = [];
    const { error } = await settle(
      withRetries(
        () => {
          times.push(Date.now() - started);
          return attempt();
        },
        { retries: 7 },
      ),
      120_000,
    );
    expect(error).toBeInstanceOf(TypeError);
    const gaps = times.slice(1).map((at, index) => at - (times[index] as number));
    expect(gaps).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});

describe('mutations', () => {
  const enquiry = { name: 'Ann', email: 'ann@example.com', message: 'Hello', adults: 2 };

  it('retry once after a 5xx', async () => {
    const server = scriptedFetch([500]);
    const client = createPublicClient(config, { fetch: server.fetch });
    const observer = new MutationObserver(createQueryClient(), {
      mutationFn: () => submitEnquiry(client, { values: enquiry }),
    });
    const { error } = await settle(observer.mutate());
    expect(server.calls).toHaveLength(2);
    expect(server.gaps()).toEqual([1000]);
    expect(isDataError(error) && error.kind).toBe('server');
  });

  it('do not retry a refusal the server would repeat (403)', async () => {
    const server = scriptedFetch([403]);
    const client = createPublicClient(config, { fetch: server.fetch });
    const observer = new MutationObserver(createQueryClient(), {
      mutationFn: () => submitEnquiry(client, { values: enquiry }),
    });
    await settle(observer.mutate());
    expect(server.calls).toHaveLength(1);
  });
});

describe('the role lookup', () => {
  const userId = '00000000-0000-4000-8000-000000000901';

  it('is the newest role row', async () => {
    const server = scriptedFetch([[{ role: 'admin' }]]);
    const client = createPublicClient(config, { fetch: server.fetch });
    const { value } = await settle(
      createQueryClient().fetchQuery(userRoleQueryOptions(client, { userId })),
    );
    expect(value).toBe('admin');
  });

  it("is 'user' when there is no role row", async () => {
    const server = scriptedFetch([[]]);
    const client = createPublicClient(config, { fetch: server.fetch });
    const { value } = await settle(
      createQueryClient().fetchQuery(userRoleQueryOptions(client, { userId })),
    );
    expect(value).toBe('user');
  });

  it("is 'user' when the lookup keeps failing (after the default 2 retries)", async () => {
    const server = scriptedFetch([500]);
    const client = createPublicClient(config, { fetch: server.fetch });
    const { value, error } = await settle(
      createQueryClient().fetchQuery(userRoleQueryOptions(client, { userId })),
    );
    expect(error).toBeUndefined();
    expect(value).toBe('user');
    expect(server.calls).toHaveLength(3);
  });

  it("is 'user' at once when the lookup is refused", async () => {
    const server = scriptedFetch([403]);
    const client = createPublicClient(config, { fetch: server.fetch });
    const { value } = await settle(
      createQueryClient().fetchQuery(userRoleQueryOptions(client, { userId })),
    );
    expect(value).toBe('user');
    expect(server.calls).toHaveLength(1);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { defaultGcTime, defaultStaleTime } from './lib/cache-times.ts';
import { retryDelay, shouldRetryMutation, shouldRetryQuery } from './lib/retry-policy.ts';

/**
 * The app's QueryClient with the cache and retry policy of docs/decisions.md#query-cache: fresh for 5 minutes,
 * kept 10 (home queries 30, set in their own options), no refetch on window focus, at most 2
 * retries and never on 401/403/404 or a missing row, mutations retried once. Create one per
 * browser session, and a new one per build-time loader call.
 *
 * Queries are `offlineFirst`: offline, a query still asks once, because the site's service worker
 * answers public reads it has seen from its cache; only its retries wait for the connection.
 * Mutations always ask (`always`): offline, a form's send fails at once with the network message
 * next to it, instead of waiting in silence for a connection.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: defaultStaleTime,
        networkMode: 'offlineFirst',
        gcTime: defaultGcTime,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
        retryDelay,
      },
      mutations: {
        networkMode: 'always',
        retry: shouldRetryMutation,
        retryDelay,
      },
    },
  });
}

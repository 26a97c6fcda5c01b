import { homeQueryRetries, withRetries } from './retry-policy.ts';

/** Home queries stay in the cache for 30 minutes (docs/decisions.md#query-cache); others for 10. */
export const homeGcTime = 30 * 60_000;

/**
 * The queryFn of a home section: up to 3 retries with back-off inside the function, then the
 * `fallback` (an empty list, or the caller's defaults) instead of an error, because a home
 * section with nothing to show renders its empty state rather than an error (docs/decisions.md#home-errors). A
 * cancelled query still rejects, so React Query never caches the fallback for a page that was
 * left.
 */
export function homeQueryFn<T>(run: (signal: AbortSignal) => Promise<T>, fallback: T & object) {
  return async ({ signal }: { signal: AbortSignal }): Promise<T> => {
    try {
      return await withRetries(() => run(signal), { retries: homeQueryRetries, signal });
    } catch (error) {
      if (signal.aborted) throw error;
      // A copy of its own, so an answer that happens to be the defaults is never taken for it.
      const given = (Array.isArray(fallback) ? [...fallback] : { ...fallback }) as T & object;
      givenOnFailure.add(given);
      return given;
    }
  };
}

const givenOnFailure = new WeakSet<object>();

/**
 * Whether a home section's data is its fallback, given because every try failed, rather than
 * what the backend answered (an empty list is an answer too). A page that already shows the
 * section can keep what it shows instead of replacing it with the empty state.
 */
export function isHomeFallback(data: unknown): boolean {
  return typeof data === 'object' && data !== null && givenOnFailure.has(data);
}

/**
 * The options every home query shares. `retry: false` because the retries already happened
 * inside {@link homeQueryFn}.
 */
export const homeQueryDefaults = {
  gcTime: homeGcTime,
  retry: false,
  meta: { home: true },
} as const;

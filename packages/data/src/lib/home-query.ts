import { homeQueryRetries, withRetries } from './retry-policy.ts';

/** Home queries stay in the cache for 30 minutes (DECISIONS.md); others for 10. */
export const homeGcTime = 30 * 60_000;

/**
 * The queryFn of a home section: up to 3 retries with back-off inside the function, then the
 * `fallback` (an empty list, or the caller's defaults) instead of an error, because a home
 * section with nothing to show renders its empty state rather than an error (DECISIONS.md). A
 * cancelled query still rejects, so React Query never caches the fallback for a page that was
 * left.
 */
export function homeQueryFn<T>(
  run: (signal: AbortSignal) => Promise<T>,
  fallback: T,
): (context: { signal: AbortSignal }) => Promise<T> {
  return async ({ signal }) => {
    try {
      return await withRetries(() => run(signal), { retries: homeQueryRetries, signal });
    } catch (error) {
      if (signal.aborted) throw error;
      return fallback;
    }
  };
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

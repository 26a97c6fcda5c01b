import { isDataError } from './data-error.ts';

/** Default query retries (docs/decisions.md#query-cache): at most 2. */
export const defaultQueryRetries = 2;
/** Home query retries (docs/decisions.md#query-cache): 3, with exponential back-off from 1 s capped at 30 s. */
export const homeQueryRetries = 3;
/** Mutations are retried once (docs/decisions.md#query-cache), and only when a retry can help. */
const mutationRetries = 1;
/** The back-off cap for every retry. */
const maxRetryDelayMs = 30_000;

/**
 * Whether another attempt can change the answer. Never on 401/403/404 (docs/decisions.md#query-cache) nor a
 * PGRST116 not-found; other client errors (a refused value, a flood-guard 429, a cancelled
 * request) would fail the same way again, so they are not retried either. Network failures and
 * 5xx answers are.
 */
function isRetryableError(error: unknown): boolean {
  if (!isDataError(error)) return true;
  return error.kind === 'network' || error.kind === 'server';
}

/** React Query's `retry` for queries: at most 2 retries, only for retryable errors. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < defaultQueryRetries && isRetryableError(error);
}

/**
 * React Query's `retry` for mutations: one retry, only for network failures and 5xx answers. A
 * refused value, a duplicate slug or the flood guard would refuse the same request again.
 */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return failureCount < mutationRetries && isRetryableError(error);
}

/**
 * Exponential back-off: 1 s, 2 s, 4 s ... capped at 30 s. `attempt` is 0 before the first
 * retry (React Query's `failureCount` convention for `retryDelay`).
 */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, maxRetryDelayMs);
}

/** Waits `ms`, or rejects as soon as `signal` aborts. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Options of {@link withRetries}. */
export interface RetryOptions {
  /** Retries after the first attempt. */
  retries: number;
  /** Cancels the waiting and the attempts (React Query's query signal). */
  signal?: AbortSignal | undefined;
}

/**
 * Runs `attempt` until it succeeds, the retries are spent, the error is not worth retrying or
 * the signal aborts; then throws the last error. Home queries retry here, inside their queryFn,
 * because they turn the final error into an empty list: React Query only retries a queryFn that
 * throws, and a queryFn that swallowed its error would never be retried.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  { retries, signal }: RetryOptions,
): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (failures >= retries || !isRetryableError(error) || signal?.aborted) throw error;
      await sleep(retryDelay(failures), signal);
    }
  }
}

import { vi } from 'vitest';

/**
 * A fetch that answers from a script, one entry per call (the last one repeats), and records
 * when each call happened (Date.now(), so fake timers show the back-off).
 */
export function scriptedFetch(script: (number | unknown[])[]) {
  const calls: number[] = [];
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const step = script[Math.min(calls.length, script.length - 1)];
    calls.push(Date.now());
    if (Array.isArray(step)) return Response.json(step, { status: 200 });
    const status = step as number;
    const body =
      status === 401 || status === 403
        ? { code: '42501', message: 'permission denied' }
        : status === 406
          ? { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' }
          : { code: 'PGRST001', message: 'Database client error' };
    return Response.json(body, { status });
  });
  /** Milliseconds between consecutive calls. */
  const gaps = () => calls.slice(1).map((at, index) => at - (calls[index] as number));
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, gaps, mock: fetch };
}

import { useCallback, useMemo, type ReactNode } from 'react';
import { HydrationBoundary, useQueryClient, type DehydratedState } from '@tanstack/react-query';
import { useReadAgainIfChanged } from './build-freshness.ts';

/**
 * A data page's build-time cache (route-data.ts), hydrated into the browser's QueryClient as
 * current: the queries do not read again on mount because the build read them more than five
 * minutes ago. Once the page is interactive it asks whether the site changed since that read
 * (build-freshness.ts) and only then reads them again, as React Query would have.
 */
export function BuildData({
  state,
  children,
}: {
  state: DehydratedState | null;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const current = useMemo(() => (state ? asReadNow(state) : state), [state]);
  const readAt = state?.queries.length
    ? Math.min(...state.queries.map((query) => query.state.dataUpdatedAt))
    : undefined;
  const readAgain = useCallback(() => {
    const hashes = new Set(state?.queries.map((query) => query.queryHash));
    return queryClient.invalidateQueries({ predicate: (query) => hashes.has(query.queryHash) });
  }, [state, queryClient]);
  useReadAgainIfChanged(readAt, readAgain);
  return <HydrationBoundary state={current}>{children}</HydrationBoundary>;
}

/** The state with each query read now: the question above decides whether it is still current. */
function asReadNow(state: DehydratedState): DehydratedState {
  // While prerendering the times stay as they were read.
  if (typeof window === 'undefined') return state;
  const now = Date.now();
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: Math.max(query.state.dataUpdatedAt, now) },
    })),
  };
}

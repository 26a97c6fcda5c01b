import { useQuery } from '@tanstack/react-query';
import { sessionWrite, useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Tables } from '../database.types.ts';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { siteBuildKeys } from '../keys.ts';

/** One build of the static site, as site_build_status() reports it (its row but the request). */
export type SiteBuild = Omit<Tables<'site_builds'>, 'status' | 'net_request_id'> & {
  /** requested: sent to the deploy hook; triggered: the hook accepted it; then the builder's. */
  status: 'requested' | 'triggered' | 'building' | 'succeeded' | 'failed';
};

/** What the "Live site" indicator shows. */
export interface SiteBuildStatus {
  /** Changes waiting for a build. */
  pending: number;
  /** When the waiting changes are due to be built (null when none wait). */
  due_at: string | null;
  /** The database's clock when it answered (estimates compare against it). */
  now: string;
  quiet_period_seconds: number;
  /** The newest build, whatever its state. */
  latest: SiteBuild | null;
  /** When the last good build finished. */
  last_success_at: string | null;
}

/** Polled while the admin is open: builds finish without anyone touching the page. */
const siteBuildStatusRefetchMs = 10_000;

/** The live site's build state: admins only (the function refuses anyone else). */
export function useSiteBuildStatusQuery({ enabled = true }: { enabled?: boolean } = {}) {
  const client = useSupabaseClient();
  return useQuery({
    queryKey: siteBuildKeys.status(),
    queryFn: async ({ signal }) =>
      unwrap(
        await abortable(client.rpc('site_build_status'), signal),
      ) as unknown as SiteBuildStatus,
    staleTime: 0,
    refetchInterval: siteBuildStatusRefetchMs,
    enabled,
  });
}

/** "Rebuild now": records a build request with no quiet period (admins only). */
async function requestSiteRebuild(client: DataClient, _: void): Promise<number> {
  return unwrap(await client.rpc('request_site_rebuild'));
}

export const useRebuildSiteMutation = sessionWrite(requestSiteRebuild, [siteBuildKeys.all]);

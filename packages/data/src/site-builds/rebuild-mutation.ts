import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { defineWrite } from '../lib/use-invalidating-mutation.ts';
import { siteBuildKeys } from '../keys.ts';

/** "Rebuild now": records a build request with no quiet period (admins only). */
async function requestSiteRebuild(client: DataClient, _: void): Promise<number> {
  return unwrap(await client.rpc('request_site_rebuild'));
}

export const useRebuildSiteMutation = defineWrite(useSupabaseClient, requestSiteRebuild, [
  siteBuildKeys.all,
]);

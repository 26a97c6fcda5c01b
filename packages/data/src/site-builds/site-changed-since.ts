import type { SupabaseConfig } from '../config.ts';

/**
 * Whether anything the public site shows has changed since `since` (epoch ms): the question a
 * prerendered page asks before it reads its build-time data again
 * (docs/decisions.md#build-freshness). One GET of rpc site_changed_since with plain `fetch` and
 * the project's public key, so a page asks it without loading postgrest-js. It throws when the
 * backend does not answer yes or no; the page then keeps what it has.
 */
export async function siteChangedSince(
  config: SupabaseConfig,
  since: number,
  { fetch: fetchImpl = fetch, signal }: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<boolean> {
  const url = new URL(`${config.url}/rest/v1/rpc/site_changed_since`);
  url.searchParams.set('since', new Date(since).toISOString());
  const response = await fetchImpl(url, {
    headers: { apikey: config.anonKey, authorization: `Bearer ${config.anonKey}` },
    signal,
  });
  if (!response.ok) throw new Error(`site_changed_since answered ${response.status}`);
  return (await response.json()) === true;
}

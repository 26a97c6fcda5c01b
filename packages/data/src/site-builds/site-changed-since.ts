import type { SupabaseConfig } from '../config.ts';
import { DataError } from '../lib/data-error.ts';

/**
 * Whether anything the public site shows has changed since `since` (epoch ms): the question a
 * prerendered page asks before it reads its build-time data again
 * (docs/decisions.md#build-freshness). One GET of rpc site_changed_since with plain `fetch` and
 * the project's public key, so a page asks it without loading postgrest-js.
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
  if (!response.ok) {
    throw new DataError('Could not ask whether the site changed.', {
      kind: response.status >= 500 ? 'server' : 'invalid',
      status: response.status,
      details: await response.text(),
    });
  }
  return (await response.json()) === true;
}

import type { SupabaseConfig } from '../config.ts';

interface RpcOptions {
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/** One GET of a public rpc with plain `fetch` and the project's public key (no postgrest-js). */
async function getRpc(
  config: SupabaseConfig,
  name: string,
  params: Record<string, string>,
  { fetch: fetchImpl = fetch, signal }: RpcOptions,
): Promise<unknown> {
  const url = new URL(`${config.url}/rest/v1/rpc/${name}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  const response = await fetchImpl(url, {
    headers: { apikey: config.anonKey, authorization: `Bearer ${config.anonKey}` },
    signal,
  });
  if (!response.ok) throw new Error(`${name} answered ${response.status}`);
  return response.json();
}

/**
 * Whether anything the public site shows has changed since `since` (epoch ms): the question a
 * prerendered page asks before it reads its build-time data again
 * (docs/decisions.md#build-freshness). One GET of rpc site_changed_since, so a page asks it
 * without loading postgrest-js. It throws when the backend does not answer yes or no; the page
 * then keeps what it has.
 */
export async function siteChangedSince(
  config: SupabaseConfig,
  since: number,
  options: RpcOptions = {},
): Promise<boolean> {
  const params = { since: new Date(since).toISOString() };
  return (await getRpc(config, 'site_changed_since', params, options)) === true;
}

/**
 * The moment (epoch ms) of the last change the public site shows, or 0 when nothing has changed
 * yet: what a build stamps its pages with, so that unchanged content builds to the same bytes
 * (docs/decisions.md#build-freshness). A page built with it asks {@link siteChangedSince} with it.
 */
export async function siteContentVersion(
  config: SupabaseConfig,
  options: RpcOptions = {},
): Promise<number> {
  const answer = await getRpc(config, 'site_content_version', {}, options);
  if (answer === null) return 0;
  if (!Number.isSafeInteger(answer)) throw new Error('site_content_version answered no moment');
  return answer as number;
}

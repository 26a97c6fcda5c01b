import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '../database.types.ts';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { usePublicClient } from '../public-client.tsx';
import { searchKeys } from './keys.ts';

/** One search hit: kind is package | destination | accommodation | post; url is the site path. */
export type SearchResult = Database['public']['Functions']['search_site']['Returns'][number];

/** The longest query search_site answers (longer ones match nothing). */
const maxSearchLength = 200;

export interface SearchVariables {
  /** What the visitor typed (/search?q=). */
  q: string;
}

/**
 * Ranked full-text search over published packages, destinations, accommodations and posts
 * (rpc search_site, a GET so it is a plain cacheable read). An empty or over-long query
 * answers [] without a request.
 */
export async function searchSite(
  client: DataClient,
  { q }: SearchVariables,
  signal?: AbortSignal,
): Promise<SearchResult[]> {
  const query = q.trim();
  if (query.length === 0 || query.length > maxSearchLength) return [];
  return unwrap(await abortable(client.rpc('search_site', { q: query }, { get: true }), signal));
}

export function searchQueryOptions(client: DataClient, { q }: SearchVariables) {
  const query = q.trim();
  return queryOptions({
    queryKey: searchKeys.results(query),
    queryFn: ({ signal }) => searchSite(client, { q: query }, signal),
  });
}

export function useSearchQuery(variables: SearchVariables) {
  return useQuery(searchQueryOptions(usePublicClient(), variables));
}

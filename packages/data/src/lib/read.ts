import type { PostgrestSingleResponse } from '@supabase/postgrest-js';
import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { abortable } from './abortable.ts';
import type { DataClient } from './client-types.ts';
import { unwrap } from './data-error.ts';
import { homeQueryDefaults, homeQueryFn } from './home-query.ts';

/** A fetcher: the client, the read's variables and the query's signal. */
export type Fetch<Variables, Data> = (
  client: DataClient,
  variables: Variables,
  signal?: AbortSignal,
) => Promise<Data>;

/** A fetcher whose variables may be left out (it takes none, or only optional ones). */
export type OptionalFetch<Variables, Data> = (
  client: DataClient,
  variables?: Variables,
  signal?: AbortSignal,
) => Promise<Data>;

/** A postgrest-js query: its answer once awaited, and the signal that cancels it. */
interface Query<Data> extends PromiseLike<PostgrestSingleResponse<Data>> {
  abortSignal(signal: AbortSignal): this;
}

/**
 * The fetcher of a read that is one query: `query` for the variables (none, or only optional
 * ones), sent with the query's signal and unwrapped, its answer then shaped by `shape` if given.
 */
export const fetcher =
  <Variables extends object, Data, Result = Data>(
    query: (client: DataClient, variables: Variables) => Query<Data>,
    shape: (data: Data) => Result = (data) => data as unknown as Result,
  ): OptionalFetch<Variables, Result> =>
  async (client, variables = {} as Variables, signal) =>
    shape(unwrap(await abortable(query(client, variables), signal)));

/**
 * The fetcher of a list read that is one query, or none: `query` gives nothing for variables
 * that cannot match a row (an id that is not one), and the answer is then [] without a request.
 */
export const listFetcher =
  <Variables extends object, Row>(
    query: (client: DataClient, variables: Variables) => Query<Row[]> | undefined,
  ): Fetch<Variables, Row[]> =>
  async (client, variables, signal) => {
    const request = query(client, variables);
    return request ? unwrap(await abortable(request, signal)) : [];
  };

/** The variables of a read: optional when it takes none, or only optional ones. */
type Args<Variables> = object extends Variables ? [variables?: Variables] : [variables: Variables];

export interface ReadOptions<Data> {
  /** 0: asked afresh whenever it mounts (figures that every edit moves). */
  staleTime?: number;
  /** Asked again every so many milliseconds while in use (what changes without the admin). */
  refetchInterval?: number;
  /** A home section: 3 retries, then `fallback` instead of an error, kept 30 minutes. */
  fallback?: Data & object;
}

/**
 * A read's query options and hook, from its key and fetcher (the shape every read of the data
 * layer shares): `options(client, variables)` for loaders and `use(variables)` for pages, with
 * the client `useClient` provides (public or signed in).
 */
export function defineRead<Variables extends object, Data>(
  useClient: () => DataClient,
  key: (variables: Variables) => QueryKey,
  fetch: Fetch<Variables, Data>,
  { fallback, ...rest }: ReadOptions<Data> = {},
) {
  const options = (client: DataClient, ...[variables = {} as Variables]: Args<Variables>) =>
    queryOptions({
      queryKey: key(variables),
      queryFn:
        fallback === undefined
          ? ({ signal }: { signal: AbortSignal }) => fetch(client, variables, signal)
          : homeQueryFn((signal) => fetch(client, variables, signal), fallback),
      ...(fallback === undefined ? {} : homeQueryDefaults),
      ...rest,
    });
  return { options, use: (...args: Args<Variables>) => useQuery(options(useClient(), ...args)) };
}

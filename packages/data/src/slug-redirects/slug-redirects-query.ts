import { queryOptions } from '@tanstack/react-query';
import { abortable, type NoVariables } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { slugRedirectKeys, type AddressKind } from '../keys.ts';

/** An earlier slug and the record's slug now. */
export interface SlugRedirect {
  kind: AddressKind;
  old_slug: string;
  slug: string;
}

/**
 * Every earlier slug a visitor may follow: those of live packages and accommodations (Row Level
 * Security decides). The build writes them into the host's redirect rules
 * (docs/decisions.md#slug-urls).
 */
export async function getSlugRedirects(
  client: DataClient,
  _variables: NoVariables = {},
  signal?: AbortSignal,
): Promise<SlugRedirect[]> {
  const rows = unwrap(
    await abortable(
      client.from('slug_redirects').select('kind,old_slug,slug').order('kind').order('old_slug'),
      signal,
    ),
  );
  return rows.map((row) => ({ ...row, kind: row.kind as AddressKind }));
}

export function slugRedirectsQueryOptions(client: DataClient) {
  return queryOptions({
    queryKey: slugRedirectKeys.list(),
    queryFn: ({ signal }) => getSlugRedirects(client, {}, signal),
  });
}

import { queryOptions } from '@tanstack/react-query';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { slugPattern, uuidPattern } from '../lib/patterns.ts';
import { slugRedirectKeys, type AddressKind } from '../keys.ts';

const tables = {
  package: 'packages',
  accommodation: 'accommodations',
  destination: 'destinations',
} as const;

export interface MovedAddressVariables {
  kind: AddressKind;
  /** The last segment of an address that names no record: an id or an earlier slug. */
  key: string;
}

/**
 * Where an old address of a published record went (docs/decisions.md#slug-urls): the current
 * slug of the record whose id it is (the specification's /safaris/{id} URLs) or whose earlier
 * slug it is (slug_redirects, which the database fills on every rename and shows visitors for
 * live records only). Null when it is nobody's; nothing is asked for a key that cannot be either.
 */
export async function getMovedAddress(
  client: DataClient,
  { kind, key }: MovedAddressVariables,
  signal?: AbortSignal,
): Promise<string | null> {
  if (uuidPattern.test(key)) {
    const row = unwrap(
      await abortable(
        client.from(tables[kind]).select('slug').eq('id', key).eq('published', true),
        signal,
      ).maybeSingle(),
    );
    return row?.slug ?? null;
  }
  if (!slugPattern.test(key) || key.length > 100) return null;
  const row = unwrap(
    await abortable(
      client.from('slug_redirects').select('slug').eq('kind', kind).eq('old_slug', key),
      signal,
    ).maybeSingle(),
  );
  return row?.slug ?? null;
}

export function movedAddressQueryOptions(client: DataClient, variables: MovedAddressVariables) {
  return queryOptions({
    queryKey: slugRedirectKeys.moved(variables.kind, variables.key),
    queryFn: ({ signal }) => getMovedAddress(client, variables, signal),
  });
}

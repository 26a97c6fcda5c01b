import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSupabaseClient } from '../auth/supabase-context.tsx';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { historyKeys, type AuditedTable, type DeletedEntry } from './audit.ts';

export interface RecentlyDeletedVariables {
  /** One content type, or all of them. */
  table?: AuditedTable | undefined;
}

/**
 * Content deleted in the last 30 days and not restored since, newest first (the view
 * audit_recently_deleted; admins only).
 */
export async function getRecentlyDeleted(
  client: DataClient,
  { table }: RecentlyDeletedVariables = {},
  signal?: AbortSignal,
): Promise<DeletedEntry[]> {
  let query = client.from('audit_recently_deleted').select('*');
  if (table) query = query.eq('table_name', table);
  const rows = unwrap(await abortable(query.order('at', { ascending: false }), signal));
  // The view's columns are never null (they come from audit_log's), whatever the types say.
  return rows as DeletedEntry[];
}

function recentlyDeletedQueryOptions(client: DataClient, variables: RecentlyDeletedVariables = {}) {
  return queryOptions({
    queryKey: historyKeys.recentlyDeleted(variables.table),
    queryFn: ({ signal }) => getRecentlyDeleted(client, variables, signal),
    // Deletes are saved by every content type's mutations: the page asks afresh each visit.
    staleTime: 0,
  });
}

export function useRecentlyDeletedQuery(variables: RecentlyDeletedVariables = {}) {
  return useQuery(recentlyDeletedQueryOptions(useSupabaseClient(), variables));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSupabaseClient } from '../auth/supabase-context.tsx';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import { historyKeys, type AuditEntry, type LoggedTable } from './audit.ts';

export interface RowHistoryVariables {
  table: LoggedTable;
  id: string;
}

/** How many changes a history shows, newest first. */
const rowHistoryLimit = 100;

/** A row's changes, newest first (admins only: RLS gives anyone else none). */
export async function getRowHistory(
  client: DataClient,
  { table, id }: RowHistoryVariables,
  signal?: AbortSignal,
): Promise<AuditEntry[]> {
  if (!uuidPattern.test(id)) return [];
  return unwrap(
    await abortable(
      client
        .from('audit_log')
        .select('*')
        .eq('table_name', table)
        .eq('row_id', id)
        .order('id', { ascending: false })
        .limit(rowHistoryLimit),
      signal,
    ),
  );
}

function rowHistoryQueryOptions(client: DataClient, variables: RowHistoryVariables) {
  return queryOptions({
    queryKey: historyKeys.row(variables.table, variables.id),
    queryFn: ({ signal }) => getRowHistory(client, variables, signal),
    // Other admins change records too: a history opened again asks afresh.
    staleTime: 0,
  });
}

export function useRowHistoryQuery(variables: RowHistoryVariables) {
  return useQuery(rowHistoryQueryOptions(useSupabaseClient(), variables));
}

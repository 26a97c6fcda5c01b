import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSupabaseClient } from '../auth/supabase-context.tsx';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import { historyKeys, type AuditEntry, type AuditLogFilters } from './audit.ts';

/** How many entries the audit page shows, newest first. */
export const auditLogLimit = 200;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The day after `YYYY-MM-DD`, so `to` includes its whole day. */
function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * The audit page: the newest changes, filtered by person (actor id), type (table) and dates
 * (UTC days, both inclusive). Malformed filters are left out rather than refused.
 */
export async function getAuditLog(
  client: DataClient,
  filters: AuditLogFilters = {},
  signal?: AbortSignal,
): Promise<AuditEntry[]> {
  let query = client.from('audit_log').select('*');
  if (filters.actor && uuidPattern.test(filters.actor)) query = query.eq('actor', filters.actor);
  if (filters.table) query = query.eq('table_name', filters.table);
  const from = filters.from && datePattern.test(filters.from) ? filters.from : undefined;
  const to = filters.to && datePattern.test(filters.to) ? nextDay(filters.to) : undefined;
  // Both bounds as one parameter, or=(and(...)), so every filter is a single query parameter.
  if (from && to) query = query.or(`and(at.gte.${from},at.lt.${to})`);
  else if (from) query = query.gte('at', from);
  else if (to) query = query.lt('at', to);
  return unwrap(
    await abortable(query.order('id', { ascending: false }).limit(auditLogLimit), signal),
  );
}

function auditLogQueryOptions(client: DataClient, filters: AuditLogFilters = {}) {
  return queryOptions({
    queryKey: historyKeys.log(filters),
    queryFn: ({ signal }) => getAuditLog(client, filters, signal),
    // Every write adds to the log: the page asks afresh each visit.
    staleTime: 0,
  });
}

export function useAuditLogQuery(filters: AuditLogFilters = {}) {
  return useQuery(auditLogQueryOptions(useSupabaseClient(), filters));
}

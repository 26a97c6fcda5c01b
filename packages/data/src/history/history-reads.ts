// The admin's reads of the audit log (admins only: RLS gives anyone else none). Each is asked
// afresh when it opens (staleTime 0): other admins' writes add to the log too.
import { sessionRead } from '../auth/supabase-context.tsx';
import { uuidPattern } from '../lib/patterns.ts';
import { fetcher, listFetcher } from '../lib/read.ts';
import {
  historyKeys,
  type AuditedTable,
  type AuditLogFilters,
  type DeletedEntry,
  type LoggedTable,
} from './audit.ts';

/** How many changes a row's history shows, newest first. */
const rowHistoryLimit = 100;
/** How many entries the audit page shows, newest first. */
export const auditLogLimit = 200;
const fresh = { staleTime: 0 };

/** A row's changes, newest first. */
export const getRowHistory = listFetcher(
  (client, { table, id }: { table: LoggedTable; id: string }) => {
    if (!uuidPattern.test(id)) return undefined;
    const query = client.from('audit_log').select('*').eq('table_name', table).eq('row_id', id);
    return query.order('id', { ascending: false }).limit(rowHistoryLimit);
  },
);
export const { use: useRowHistoryQuery } = sessionRead(
  ({ table, id }: { table: LoggedTable; id: string }) => historyKeys.row(table, id),
  getRowHistory,
  fresh,
);

/**
 * Content deleted in the last 30 days and not restored since, newest first (the view
 * audit_recently_deleted), of one content type or all of them.
 */
export const getRecentlyDeleted = fetcher(
  (client, { table }: { table?: AuditedTable }) => {
    let query = client.from('audit_recently_deleted').select('*');
    if (table) query = query.eq('table_name', table);
    return query.order('at', { ascending: false });
  },
  // The view's columns are never null (they come from audit_log's), whatever the types say.
  (rows) => rows as DeletedEntry[],
);
export const { use: useRecentlyDeletedQuery } = sessionRead(
  ({ table }: { table?: AuditedTable }) => historyKeys.recentlyDeleted(table),
  getRecentlyDeleted,
  fresh,
);

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
export const getAuditLog = fetcher((client, filters: AuditLogFilters) => {
  let query = client.from('audit_log').select('*');
  if (filters.actor && uuidPattern.test(filters.actor)) query = query.eq('actor', filters.actor);
  if (filters.table) query = query.eq('table_name', filters.table);
  const from = filters.from && datePattern.test(filters.from) ? filters.from : undefined;
  const to = filters.to && datePattern.test(filters.to) ? nextDay(filters.to) : undefined;
  // Both bounds as one parameter, or=(and(...)), so every filter is a single query parameter.
  if (from && to) query = query.or(`and(at.gte.${from},at.lt.${to})`);
  else if (from) query = query.gte('at', from);
  else if (to) query = query.lt('at', to);
  return query.order('id', { ascending: false }).limit(auditLogLimit);
});
export const { use: useAuditLogQuery } = sessionRead(historyKeys.log, getAuditLog, fresh);

// The audit log as the admin reads it: which tables are audited, an entry's shape, the query
// keys, and a field diff between two row images. Table-generic: one definition serves every
// content type's history, "Recently deleted" and the audit page.
import {
  accommodationKeys,
  destinationKeys,
  enquiryKeys,
  galleryKeys,
  packageKeys,
  pageContentKeys,
  postKeys,
  roleKeys,
  testimonialKeys,
} from '../keys.ts';
import type { Json, Tables } from '../database.types.ts';

/** Content tables whose rows have a history and can be restored. */
export const auditedTables = [
  'packages',
  'destinations',
  'accommodations',
  'blog_posts',
  'testimonials',
  'gallery',
  'page_content',
] as const;

export type AuditedTable = (typeof auditedTables)[number];

/** Every table the log records: the content tables, enquiry statuses and roles. */
export const loggedTables = [...auditedTables, 'enquiries', 'user_roles'] as const;

export type LoggedTable = (typeof loggedTables)[number];

/** What the log records (the database's audit_log_action_check). */
export type AuditAction =
  | 'insert'
  | 'update'
  | 'delete'
  | 'publish'
  | 'unpublish'
  | 'approve'
  | 'status'
  | 'role'
  | 'restore';

/** One change: who, when, what, and the row before and after (null for insert / delete). */
export type AuditEntry = Tables<'audit_log'>;

/** A row image from the log: the row's columns as JSON. */
export type RowImage = Record<string, Json | undefined>;

/** A deleted content row that can still be restored (deleted in the last 30 days). */
export interface DeletedEntry {
  id: number;
  at: string;
  actor: string | null;
  actor_email: string | null;
  table_name: AuditedTable;
  row_id: string;
  before: RowImage;
  txid: number;
}

/** The row image of an entry, or null. */
export function rowImage(value: Json | null | undefined): RowImage | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as RowImage)
    : null;
}

/** Columns the database keeps itself: never part of a diff or of a restored version. */
export const bookkeepingColumns: readonly string[] = ['id', 'created_at', 'updated_at'];

/** One changed field between two images. */
export interface FieldChange {
  field: string;
  before: Json | undefined;
  after: Json | undefined;
}

/** The fields that differ between `before` and `after`, in column order, bookkeeping left out. */
export function fieldChanges(before: RowImage | null, after: RowImage | null): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...fields]
    .filter((field) => !bookkeepingColumns.includes(field))
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}

/** Filters of the audit page; dates are `YYYY-MM-DD`, `to` inclusive. */
export interface AuditLogFilters {
  actor?: string | undefined;
  table?: LoggedTable | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Each logged table's domain key: a row's history lives under it. */
export const domainKeys: Record<LoggedTable, readonly string[]> = {
  packages: packageKeys.all,
  destinations: destinationKeys.all,
  accommodations: accommodationKeys.all,
  blog_posts: postKeys.all,
  testimonials: testimonialKeys.all,
  gallery: galleryKeys.all,
  page_content: pageContentKeys.all,
  enquiries: enquiryKeys.all,
  user_roles: roleKeys.all,
};

/**
 * Query keys of the audit log. A row's history sits under its domain's key (e.g.
 * `['packages', 'history', id]`), so every save that invalidates the domain refreshes the
 * history too; the rest sits under `historyKeys.all`.
 */
export const historyKeys = {
  all: ['history'] as const,
  row: (table: LoggedTable, id: string) => [...domainKeys[table], 'history', id] as const,
  recentlyDeleted: (table?: AuditedTable) =>
    [...historyKeys.all, 'recently-deleted', table ?? 'all'] as const,
  log: (filters: AuditLogFilters) => [...historyKeys.all, 'log', filters] as const,
};

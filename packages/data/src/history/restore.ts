// Restore: an earlier version of a row, or a deleted row with its links. Both go through the
// normal writes (RLS applies) and the audit trigger records them like any other change.
import { sessionWrite } from '../auth/supabase-context.tsx';
import { dashboardKeys, enquiryKeys, searchKeys, testimonialKeys } from '../keys.ts';
import type { TablesInsert, TablesUpdate } from '../database.types.ts';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import {
  auditedTables,
  bookkeepingColumns,
  domainKeys,
  historyKeys,
  rowImage,
  type AuditedTable,
  type DeletedEntry,
  type RowImage,
} from './audit.ts';

/** The caches a restore can change: the type's own, search, the dashboard and the history. */
const restoreInvalidates = [
  historyKeys.all,
  ...auditedTables.map((table) => domainKeys[table]),
  searchKeys.all,
  dashboardKeys.all,
];

/** A blog post keeps its author whichever version comes back. */
const authorColumn = 'author_id';

export interface RestoreVersionVariables {
  table: AuditedTable;
  id: string;
  /** The version to go back to: an entry's before or after image. */
  image: RowImage;
}

/** The content columns of an image (no id, timestamps or author). */
export function contentOf(image: RowImage): RowImage {
  return Object.fromEntries(
    Object.entries(image).filter(
      ([column]) => !bookkeepingColumns.includes(column) && column !== authorColumn,
    ),
  );
}

/**
 * Puts a row back to an earlier version through the normal update (RLS applies; the trigger
 * records it like any other edit) and returns the stored row.
 */
export async function restoreVersion(
  client: DataClient,
  { table, id, image }: RestoreVersionVariables,
): Promise<RowImage> {
  if (!uuidPattern.test(id)) throw notFoundError();
  // One generic call for every content table: the image came from the same table.
  const result = await client
    .from(table as 'packages')
    .update(contentOf(image) as TablesUpdate<'packages'>)
    .eq('id', id)
    .select()
    .single();
  return unwrap(result) as unknown as RowImage;
}

export const useRestoreVersionMutation = sessionWrite(restoreVersion, restoreInvalidates);

/**
 * Tables whose rows link to content and lose the link when it is deleted (ON DELETE SET NULL):
 * an enquiry's package, a testimonial's reviewed package, and the destination a package or a
 * lodge is filed under.
 */
export const linkingTables = ['enquiries', 'testimonials', 'packages', 'accommodations'] as const;

export type RestoreDeletedVariables = Pick<
  DeletedEntry,
  'table_name' | 'row_id' | 'before' | 'txid'
>;

export interface RestoreDeletedData {
  row: RowImage;
  /** How many links (e.g. enquiries' package, a lodge's destination) were put back. */
  links: number;
}

/** The columns of a link entry that the delete of `rowId` cleared. */
function clearedLinks(before: RowImage | null, after: RowImage | null, rowId: string): RowImage {
  const links: RowImage = {};
  for (const [column, value] of Object.entries(before ?? {})) {
    if (value === rowId && (after?.[column] ?? null) === null) links[column] = value;
  }
  return links;
}

/**
 * Brings a deleted row back with its id and everything it had, through the normal insert (RLS
 * applies; the trigger records a 'restore'), then puts back the links its delete cleared in the
 * same transaction: for an enquiry that asked about a deleted package, or a testimonial that
 * reviewed it, its package again; for the packages and lodges filed under a deleted destination,
 * their destination again.
 */
export async function restoreDeleted(
  client: DataClient,
  { table_name: table, row_id: rowId, before, txid }: RestoreDeletedVariables,
): Promise<RestoreDeletedData> {
  const row = unwrap(
    await client
      .from(table as 'packages')
      .insert(before as TablesInsert<'packages'>)
      .select()
      .single(),
  ) as unknown as RowImage;

  const entries = unwrap(
    await client
      .from('audit_log')
      .select('table_name,row_id,before,after')
      .eq('txid', txid)
      .in('table_name', [...linkingTables]),
  );
  let links = 0;
  for (const entry of entries) {
    // The deleted row's own entry is in the same transaction (its id "cleared" too): not a link.
    if (entry.row_id === rowId) continue;
    const patch = clearedLinks(rowImage(entry.before), rowImage(entry.after), rowId);
    if (Object.keys(patch).length === 0) continue;
    // A linking row deleted since has nothing to update: that is not an error.
    unwrap(
      await client
        // One table for the types: each linking table's patch is only its cleared link columns.
        .from(entry.table_name as 'enquiries')
        .update(patch as TablesUpdate<'enquiries'>)
        .eq('id', entry.row_id),
    );
    links += 1;
  }
  return { row, links };
}

export const useRestoreDeletedMutation = sessionWrite(restoreDeleted, [
  ...restoreInvalidates,
  enquiryKeys.all,
  testimonialKeys.all,
]);

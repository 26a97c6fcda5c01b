import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { TablesInsert, TablesUpdate } from '../database.types.ts';
import { enquiryKeys, testimonialKeys } from '../keys.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { defineWrite } from '../lib/use-invalidating-mutation.ts';
import { rowImage, type DeletedEntry, type RowImage } from './audit.ts';
import { restoreInvalidates } from './restore-version-mutation.ts';

/**
 * Tables whose rows link to content and lose the link when it is deleted (ON DELETE SET NULL):
 * an enquiry's package, a testimonial's reviewed package.
 */
const linkingTables = ['enquiries', 'testimonials'] as const;

export type RestoreDeletedVariables = Pick<
  DeletedEntry,
  'table_name' | 'row_id' | 'before' | 'txid'
>;

export interface RestoreDeletedData {
  row: RowImage;
  /** How many links (e.g. enquiries' package) were put back. */
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
 * reviewed it, its package again.
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

export const useRestoreDeletedMutation = defineWrite(useSupabaseClient, restoreDeleted, [
  ...restoreInvalidates,
  enquiryKeys.all,
  testimonialKeys.all,
]);

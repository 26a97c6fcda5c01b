import { useSupabaseClient } from '../auth/supabase-context.tsx';
import { dashboardKeys, searchKeys } from '../keys.ts';
import type { TablesUpdate } from '../database.types.ts';
import type { DataClient } from '../lib/client-types.ts';
import { notFoundError, unwrap } from '../lib/data-error.ts';
import { uuidPattern } from '../lib/patterns.ts';
import { defineWrite } from '../lib/use-invalidating-mutation.ts';
import {
  auditedTables,
  bookkeepingColumns,
  domainKeys,
  historyKeys,
  type AuditedTable,
  type RowImage,
} from './audit.ts';

/** The caches a restore can change: the type's own, search, the dashboard and the history. */
export const restoreInvalidates = [
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
  const values = contentOf(image) as TablesUpdate<'packages'>;
  // One generic call for every content table: the image came from the same table.
  const result = await client
    .from(table as 'packages')
    .update(values)
    .eq('id', id)
    .select()
    .single();
  return unwrap(result) as unknown as RowImage;
}

export const useRestoreVersionMutation = defineWrite(
  useSupabaseClient,
  restoreVersion,
  restoreInvalidates,
);

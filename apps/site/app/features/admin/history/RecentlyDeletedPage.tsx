import { useState } from 'react';
import { Button, EmptyState, NativeSelect } from '@tembo/ui';
import {
  auditedTables,
  useRecentlyDeletedQuery,
  useRestoreDeletedMutation,
  type AuditedTable,
  type DeletedEntry,
} from '@tembo/data/admin';
import { AdminPageHeader } from '../common/AdminPageHeader.tsx';
import * as styles from '../common/admin.css.ts';
import { countOf, formatDateTime } from '../common/format.ts';
import { notify } from '../common/notify.ts';
import { actorLabel, recordName, tableLabels } from './history-labels.ts';
import { loadState } from '../common/load-state.tsx';
import { AdminTable } from '../common/AdminTable.tsx';

function RestoreButton({ entry }: { entry: DeletedEntry }) {
  const name = recordName(entry.before, entry.row_id);
  const restore = useRestoreDeletedMutation({
    onSuccess: ({ links }) =>
      notify.success(
        `“${name}” was restored${links > 0 ? ` with ${countOf(links, 'link')} it had` : ''}.`,
      ),
    onError: (error) => notify.error(`“${name}” was not restored.`, error.message),
  });
  return (
    <Button
      size="sm"
      variant="outline"
      isDisabled={restore.isPending}
      aria-label={`Restore ${tableLabels[entry.table_name].toLowerCase()} ${name}`}
      onPress={() => restore.mutate(entry)}
    >
      {restore.isPending ? 'Restoring...' : 'Restore'}
    </Button>
  );
}

function DeletedTable({ table }: { table: AuditedTable | undefined }) {
  const query = useRecentlyDeletedQuery({ table });
  if (!query.isSuccess)
    return loadState(
      query,
      'Loading what was deleted',
      'Recently deleted items could not be loaded.',
    );
  if (query.data.length === 0) {
    return (
      <EmptyState
        title="Nothing was deleted in the last 30 days."
        description="Deleted content shows here for 30 days, ready to restore."
      />
    );
  }
  return (
    <>
      <p role="status" className={styles.muted}>
        {countOf(query.data.length, 'deleted item')}.
      </p>
      <AdminTable
        label="Recently deleted content"
        columns={['Name', 'Type', 'Deleted by', 'Deleted on', { hidden: 'Actions' }]}
      >
        {query.data.map((entry) => (
          <tr key={entry.id}>
            <td>{recordName(entry.before, entry.row_id)}</td>
            <td>{tableLabels[entry.table_name]}</td>
            <td>{actorLabel(entry)}</td>
            <td>{formatDateTime(entry.at)}</td>
            <td>
              <RestoreButton entry={entry} />
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

/** /admin/recently-deleted: content deleted in the last 30 days, each with 'Restore'. */
export function RecentlyDeletedPage() {
  const [table, setTable] = useState<AuditedTable | undefined>(undefined);
  return (
    <>
      <AdminPageHeader
        title="Recently deleted"
        description="Content deleted in the last 30 days. Restoring brings it back as it was, with the enquiries that asked about it."
      />
      <div className={styles.toolbar}>
        <NativeSelect
          label="Type"
          placeholder="All types"
          options={auditedTables.map((value) => ({ value, label: tableLabels[value] }))}
          value={table ?? null}
          onChange={(value) => setTable(auditedTables.find((table) => table === value))}
        />
      </div>
      <DeletedTable table={table} />
    </>
  );
}

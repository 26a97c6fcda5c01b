import { useState } from 'react';
import { Button, EmptyState, NativeSelect } from '@tembo/ui';
import {
  auditedTables,
  useRecentlyDeletedQuery,
  useRestoreDeletedMutation,
  type AuditedTable,
  type DeletedEntry,
} from '@tembo/data/admin';
import { ContentSkeleton } from '../layout/AdminSkeleton.tsx';
import { AdminPageHeader } from '../common/AdminPageHeader.tsx';
import * as styles from '../common/admin.css.ts';
import { countOf, formatDateTime } from '../common/format.ts';
import { notify } from '../common/notify.ts';
import * as history from './history.css.ts';
import { actorLabel, recordName, tableLabels } from './history-labels.ts';

const isTable = (value: unknown): value is AuditedTable =>
  auditedTables.some((table) => table === value);

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
  if (query.isPending) return <ContentSkeleton label="Loading what was deleted" />;
  if (query.isError) {
    return (
      <EmptyState
        title="Recently deleted items could not be loaded."
        description={query.error.message}
        announce="alert"
      />
    );
  }
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
      <div
        className={styles.tableWrap}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region (axe scrollable-region-focusable)
        tabIndex={0}
        role="region"
        aria-label="Recently deleted content"
      >
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>Recently deleted content</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Deleted by</th>
              <th scope="col">Deleted on</th>
              <th scope="col">
                <span className={styles.visuallyHidden}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      </div>
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
      <div className={history.filters}>
        <NativeSelect
          label="Type"
          placeholder="All types"
          options={auditedTables.map((value) => ({ value, label: tableLabels[value] }))}
          value={table ?? null}
          onChange={(value) => setTable(isTable(value) ? value : undefined)}
        />
      </div>
      <DeletedTable table={table} />
    </>
  );
}

import { useId, useState } from 'react';
import { Button, ConfirmDialog } from '@tembo/ui';
import {
  fieldChanges,
  rowImage,
  useRestoreVersionMutation,
  useRowHistoryQuery,
  type AuditedTable,
  type AuditEntry,
} from '@tembo/data/admin';
import * as styles from '../common/admin.css.ts';
import { AdminSection } from '../common/AdminSection.tsx';
import { AdminTable } from '../common/AdminTable.tsx';
import { countOf, formatDateTime } from '../common/format.ts';
import { notify } from '../common/notify.ts';
import * as history from './history.css.ts';
import { actionLabel, actorLabel, fieldLabel, formatValue } from './history-labels.ts';

export interface HistoryPanelProps {
  table: AuditedTable;
  /** The record's id. */
  id: string;
  /** What the record is, for the restore question, e.g. 'safari package'. */
  what: string;
  /** Runs before a restore is saved, e.g. to drop unsaved changes in the form above. */
  onBeforeRestore?: () => void;
  /** The panel's heading, unique on the page. @default 'History' */
  title?: string;
}

function FieldDiff({ entry }: { entry: AuditEntry }) {
  const changes = fieldChanges(rowImage(entry.before), rowImage(entry.after));
  if (changes.length === 0) return null;
  return (
    <details className={history.diff}>
      <summary>{countOf(changes.length, 'field')} changed</summary>
      <AdminTable
        caption={`Fields changed: ${actionLabel(entry.action)} on ${formatDateTime(entry.at)}`}
        columns={['Field', 'Before', 'After']}
      >
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{fieldLabel(change.field)}</th>
            <td className={history.value}>{formatValue(change.before)}</td>
            <td className={history.value}>{formatValue(change.after)}</td>
          </tr>
        ))}
      </AdminTable>
    </details>
  );
}

/**
 * The history of one record, newest first: who changed it, when and how, with a field diff per
 * change and 'Restore this version' on every earlier version. A restore is a normal save (the
 * log records it like any edit), so it can be undone here too.
 */
export function HistoryPanel({
  table,
  id,
  what,
  onBeforeRestore,
  title = 'History',
}: HistoryPanelProps) {
  const entryIds = useId();
  const query = useRowHistoryQuery({ table, id });
  const [asked, setAsked] = useState<AuditEntry | null>(null);
  const restore = useRestoreVersionMutation({
    onSuccess: () => notify.success(`The ${what} was restored to the chosen version.`),
    onError: (error) => notify.error(`The ${what} was not restored.`, error.message),
    onSettled: () => setAsked(null),
  });

  return (
    <AdminSection title={title}>
      {query.isPending ? (
        <p className={styles.muted}>Loading the history...</p>
      ) : query.isError ? (
        <p role="alert" className={styles.errorText}>
          The history could not be loaded. {query.error.message}
        </p>
      ) : query.data.length === 0 ? (
        <p className={styles.muted}>No changes have been recorded yet.</p>
      ) : (
        <ol className={history.entries}>
          {query.data.map((entry, index) => {
            const version = rowImage(entry.after);
            const entryId = `${entryIds}-${entry.id}`;
            return (
              <li key={entry.id} className={history.entry}>
                <p id={entryId} className={history.summary}>
                  <strong>{actionLabel(entry.action)}</strong> by {actorLabel(entry)},{' '}
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  {index === 0 ? ' (current version)' : null}
                </p>
                <FieldDiff entry={entry} />
                {version && index > 0 ? (
                  <Button size="sm" variant="outline" onPress={() => setAsked(entry)}>
                    <span aria-describedby={entryId}>Restore this version</span>
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      <ConfirmDialog
        isOpen={asked !== null}
        title="Restore this version?"
        confirmLabel={restore.isPending ? 'Restoring...' : 'Restore version'}
        cancelLabel="Keep current"
        isPending={restore.isPending}
        onConfirm={() => {
          const image = rowImage(asked?.after);
          if (!image) return;
          onBeforeRestore?.();
          restore.mutate({ table, id, image });
        }}
        onCancel={() => setAsked(null)}
      >
        The {what} goes back to how it was after the change of{' '}
        {asked ? formatDateTime(asked.at) : ''}. Unsaved changes in the form are lost. The restore
        is saved as a new change, so it can be undone from this history.
      </ConfirmDialog>
    </AdminSection>
  );
}

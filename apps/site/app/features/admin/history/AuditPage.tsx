import { useState } from 'react';
import { DateField, EmptyState, NativeSelect } from '@tembo/ui';
import {
  auditLogLimit,
  fieldChanges,
  loggedTables,
  rowImage,
  useAuditLogQuery,
  useUsersWithRolesQuery,
  type AuditLogFilters,
  type LoggedTable,
} from '@tembo/data/admin';
import { Link } from 'react-router';
import { RoleGuard } from '../guard/RoleGuard.tsx';
import { adminPaths } from '../paths.ts';
import { AdminPageHeader } from '../common/AdminPageHeader.tsx';
import * as styles from '../common/admin.css.ts';
import { countOf, formatDateTime } from '../common/format.ts';
import {
  actionLabel,
  actorLabel,
  fieldLabel,
  recordName,
  tableLabels,
  typeOfTable,
} from './history-labels.ts';
import { loadState } from '../common/load-state.tsx';
import { AdminTable } from '../common/AdminTable.tsx';

function Filters({
  filters,
  onChange,
}: {
  filters: AuditLogFilters;
  onChange: (filters: AuditLogFilters) => void;
}) {
  const users = useUsersWithRolesQuery();
  return (
    <div className={styles.toolbar} role="group" aria-label="Filter the audit log">
      <NativeSelect
        label="Person"
        placeholder="Everyone"
        options={(users.data ?? []).map((user) => ({ value: user.user_id, label: user.email }))}
        value={filters.actor ?? null}
        onChange={(value) => onChange({ ...filters, actor: value ?? undefined })}
      />
      <NativeSelect
        label="Type"
        placeholder="All types"
        options={loggedTables.map((value) => ({ value, label: tableLabels[value] }))}
        value={filters.table ?? null}
        onChange={(value) =>
          onChange({ ...filters, table: loggedTables.find((table) => table === value) })
        }
      />
      <DateField
        label="From"
        value={filters.from ?? null}
        onChange={(value) => onChange({ ...filters, from: value ?? undefined })}
      />
      <DateField
        label="To"
        value={filters.to ?? null}
        onChange={(value) => onChange({ ...filters, to: value ?? undefined })}
      />
    </div>
  );
}

function AuditTable({ filters }: { filters: AuditLogFilters }) {
  const query = useAuditLogQuery(filters);
  if (!query.isSuccess)
    return loadState(query, 'Loading the audit log', 'The audit log could not be loaded.');
  if (query.data.length === 0) {
    return <EmptyState title="No changes match these filters." announce="status" />;
  }
  return (
    <>
      <p role="status" className={styles.muted}>
        {query.data.length === auditLogLimit
          ? `The newest ${auditLogLimit} changes; narrow the filters to see older ones.`
          : `${countOf(query.data.length, 'change')}.`}
      </p>
      <AdminTable
        label="Audit log"
        caption="Audit log, newest first"
        columns={['When', 'Who', 'Type', 'Record', 'Action', 'Fields']}
      >
        {query.data.map((entry) => {
          const before = rowImage(entry.before);
          const after = rowImage(entry.after);
          const name = recordName(after ?? before, entry.row_id);
          const type = typeOfTable(entry.table_name);
          const fields =
            entry.action === 'insert' || entry.action === 'delete'
              ? []
              : fieldChanges(before, after).map((change) => fieldLabel(change.field));
          return (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </td>
              <td>{actorLabel(entry)}</td>
              <td>{tableLabels[entry.table_name as LoggedTable] ?? entry.table_name}</td>
              <td>
                {type && after ? (
                  <Link className={styles.link} to={adminPaths.edit(type, entry.row_id)}>
                    {name}
                  </Link>
                ) : (
                  name
                )}
              </td>
              <td>{actionLabel(entry.action)}</td>
              <td>{fields.join(', ')}</td>
            </tr>
          );
        })}
      </AdminTable>
    </>
  );
}

/**
 * /admin/audit: every recorded change, newest first, filtered by person, type and dates; super
 * admins only (the guard's super variant; the log itself is readable by admins).
 */
export function AuditPage() {
  const [filters, setFilters] = useState<AuditLogFilters>({});
  return (
    <RoleGuard need="super_admin">
      <AdminPageHeader
        title="Audit log"
        description="Who changed what and when: content, enquiry statuses and roles."
      />
      <Filters filters={filters} onChange={setFilters} />
      <AuditTable filters={filters} />
    </RoleGuard>
  );
}

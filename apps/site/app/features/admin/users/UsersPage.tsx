import { Select } from '@tembo/ui';
import type { Enums } from '@tembo/data';
import { useSession } from '@tembo/data/auth';
import {
  useRoleChangeMutation,
  useUsersWithRolesQuery,
  type UserWithRole,
} from '@tembo/data/admin';
import { RoleGuard } from '../guard/RoleGuard.tsx';
import { AdminPageHeader } from '../common/AdminPageHeader.tsx';
import * as styles from '../common/admin.css.ts';
import { countOf, formatDateTime } from '../common/format.ts';
import { notify } from '../common/notify.ts';
import { loadState } from '../common/load-state.tsx';
import { AdminTable } from '../common/AdminTable.tsx';

type Role = Enums<'app_role'>;

const roles = [
  { id: 'user', label: 'User (no admin rights)' },
  { id: 'admin', label: 'Admin' },
  { id: 'super_admin', label: 'Super admin' },
] as const satisfies readonly { id: Role; label: string }[];

function RoleControl({ user, isSelf }: { user: UserWithRole; isSelf: boolean }) {
  const change = useRoleChangeMutation({
    onSuccess: (saved) =>
      notify.success(
        `${user.email} is now ${roles.find((role) => role.id === saved.role)?.label}.`,
      ),
    onError: (error) => notify.error('The role was not changed.', error.message),
  });
  return (
    <Select
      label={`Role of ${user.email}`}
      options={roles.map(({ id, label }) => ({ value: id, label }))}
      value={change.isPending && change.variables ? change.variables.role : user.role}
      // Taking away one's own super admin rights would lock one out of this page.
      isDisabled={change.isPending || isSelf}
      description={isSelf ? 'Your own role: another super admin can change it.' : undefined}
      onChange={(key) => {
        const role = roles.find(({ id }) => id === key)?.id;
        if (role && role !== user.role) change.mutate({ user_id: user.user_id, role });
      }}
    />
  );
}

function UsersTable() {
  const session = useSession();
  const users = useUsersWithRolesQuery();
  if (!users.isSuccess)
    return loadState(users, 'Loading the accounts', 'The accounts could not be loaded.');
  const selfId = session.status === 'signed-in' ? session.user.id : null;
  return (
    <>
      <p role="status" className={styles.muted}>
        {countOf(users.data.length, 'account')}.
      </p>
      {/* On a phone the table scrolls sideways; when the only account is the visitor's own (its
          role control disabled) nothing inside can take focus, so the scroller itself must. */}
      <AdminTable label="Accounts and their roles" columns={['Email', 'Last sign-in', 'Role']}>
        {users.data.map((user) => (
          <tr key={user.user_id}>
            <td>{user.email}</td>
            <td>{user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : 'Never'}</td>
            <td>
              <RoleControl user={user} isSelf={user.user_id === selfId} />
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

/** /admin/users: every account and its role; super admins only (the guard's super variant). */
export function UsersPage() {
  return (
    <RoleGuard need="super_admin">
      <AdminPageHeader
        title="Users and roles"
        description="Who may use the admin area. Admins manage content; super admins also manage roles. Every change is kept as a new role record."
      />
      <UsersTable />
    </RoleGuard>
  );
}

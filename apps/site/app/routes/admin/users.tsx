import { UsersPage } from '../../features/admin/users/UsersPage.tsx';
import { adminMeta } from '../../features/admin/common/meta.ts';

export const meta = () => adminMeta('Users and roles');

export default function AdminUsers() {
  return <UsersPage />;
}

import { Dashboard } from '../../features/admin/dashboard/Dashboard.tsx';
import { adminMeta } from '../../features/admin/common/meta.ts';

export const meta = () => adminMeta('Dashboard');

export default function AdminDashboard() {
  return <Dashboard />;
}

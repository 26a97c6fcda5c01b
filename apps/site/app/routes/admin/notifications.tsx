import { NotificationsPage } from '../../features/admin/notifications/NotificationsPage.tsx';
import { adminMeta } from '../../features/admin/common/meta.ts';

export const meta = () => adminMeta('Notifications');

export default function AdminNotifications() {
  return <NotificationsPage />;
}

import { RecentlyDeletedPage } from '../../features/admin/history/RecentlyDeletedPage.tsx';
import { adminMeta } from '../../features/admin/common/meta.ts';

export const meta = () => adminMeta('Recently deleted');

export default function AdminRecentlyDeleted() {
  return <RecentlyDeletedPage />;
}

import { AuditPage } from '../../features/admin/history/AuditPage.tsx';
import { adminMeta } from '../../features/admin/common/meta.ts';

export const meta = () => adminMeta('Audit log');

export default function AdminAudit() {
  return <AuditPage />;
}

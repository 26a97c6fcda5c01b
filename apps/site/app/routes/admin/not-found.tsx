import { AdminNotFound, adminNotFoundTitle } from '../../features/admin/common/AdminNotFound.tsx';
import { adminMeta } from '../../features/admin/common/meta.ts';

export const meta = () => adminMeta(adminNotFoundTitle);

export default AdminNotFound;

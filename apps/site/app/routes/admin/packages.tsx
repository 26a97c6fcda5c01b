import { PackagesList } from '../../features/admin/packages/PackagesList.tsx';
import { adminMeta } from '../../features/admin/shared/meta.ts';

export const meta = () => adminMeta('Safari packages');

export default function AdminPackages() {
  return <PackagesList />;
}

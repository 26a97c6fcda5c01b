import { DestinationsList } from '../../features/admin/destinations/DestinationsList.tsx';
import { adminMeta } from '../../features/admin/shared/meta.ts';

export const meta = () => adminMeta('Destinations');

export default function AdminDestinationsList() {
  return <DestinationsList />;
}

import { AccommodationsList } from '../../features/admin/accommodations/AccommodationsList.tsx';
import { adminMeta } from '../../features/admin/shared/meta.ts';

export const meta = () => adminMeta('Accommodations');

export default function AdminAccommodationsList() {
  return <AccommodationsList />;
}

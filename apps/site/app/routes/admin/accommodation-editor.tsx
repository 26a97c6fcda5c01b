import { useParams } from 'react-router';
import { AccommodationEditor } from '../../features/admin/accommodations/AccommodationEditor.tsx';
import { adminMeta } from '../../features/admin/shared/meta.ts';

export const meta = ({ params }: { params: { id?: string } }) =>
  adminMeta(params.id ? 'Edit accommodation' : 'New accommodation');

export default function AdminAccommodationEditor() {
  const { id } = useParams();
  return <AccommodationEditor key={id ?? 'new'} id={id} />;
}

import { useParams } from 'react-router';
import { accommodationsType } from '@tembo/data/admin';
import { AccommodationForm } from '../../features/admin/accommodations/AccommodationForm.tsx';
import { RecordEditor } from '../../features/admin/shared/RecordEditor.tsx';
import { adminMeta } from '../../features/admin/shared/meta.ts';

export const meta = ({ params }: { params: { id?: string } }) =>
  adminMeta(params.id ? 'Edit accommodation' : 'New accommodation');

export default function AdminAccommodationEditor() {
  const { id } = useParams();
  return (
    <RecordEditor key={id ?? 'new'} id={id} type={accommodationsType} Form={AccommodationForm} />
  );
}

import { useParams } from 'react-router';
import { destinationsType } from '@tembo/data/admin';
import { DestinationForm } from '../../features/admin/destinations/DestinationForm.tsx';
import { RecordEditor } from '../../features/admin/shared/RecordEditor.tsx';
import { adminMeta } from '../../features/admin/shared/meta.ts';

export const meta = ({ params }: { params: { id?: string } }) =>
  adminMeta(params.id ? 'Edit destination' : 'New destination');

export default function AdminDestinationEditor() {
  const { id } = useParams();
  return <RecordEditor key={id ?? 'new'} id={id} type={destinationsType} Form={DestinationForm} />;
}

import { useParams } from 'react-router';
import { DestinationEditor } from '../../features/admin/destinations/DestinationEditor.tsx';
import { adminMeta } from '../../features/admin/shared/meta.ts';

export const meta = ({ params }: { params: { id?: string } }) =>
  adminMeta(params.id ? 'Edit destination' : 'New destination');

export default function AdminDestinationEditor() {
  const { id } = useParams();
  return <DestinationEditor key={id ?? 'new'} id={id} />;
}

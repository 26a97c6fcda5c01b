import { useParams } from 'react-router';
import { PackageEditor } from '../../features/admin/packages/PackageEditor.tsx';
import { adminMeta } from '../../features/admin/shared/meta.ts';

export const meta = ({ params }: { params: { id?: string } }) =>
  adminMeta(params.id ? 'Edit safari package' : 'New safari package');

export default function AdminPackageEditor() {
  const { id } = useParams();
  return <PackageEditor key={id ?? 'new'} id={id} />;
}

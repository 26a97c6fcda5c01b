import { useParams } from 'react-router';
import { packagesType } from '@tembo/data/admin';
import { PackageForm } from '../../features/admin/packages/PackageForm.tsx';
import { RecordEditor } from '../../features/admin/shared/RecordEditor.tsx';
import { adminMeta } from '../../features/admin/shared/meta.ts';

export const meta = ({ params }: { params: { id?: string } }) =>
  adminMeta(params.id ? 'Edit safari package' : 'New safari package');

export default function AdminPackageEditor() {
  const { id } = useParams();
  return <RecordEditor key={id ?? 'new'} id={id} type={packagesType} Form={PackageForm} />;
}

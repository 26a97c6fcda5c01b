import { useParams } from 'react-router';
import { galleryType } from '@tembo/data/admin';
import { GalleryImageForm } from '../../features/admin/gallery/GalleryImageForm.tsx';
import { RecordEditor } from '../../features/admin/shared/RecordEditor.tsx';
import { adminMeta } from '../../features/admin/shared/meta.ts';

export const meta = ({ params }: { params: { id?: string } }) =>
  adminMeta(params.id ? 'Edit gallery photo' : 'New gallery photo');

export default function AdminGalleryImageEditor() {
  const { id } = useParams();
  return <RecordEditor key={id ?? 'new'} id={id} type={galleryType} Form={GalleryImageForm} />;
}

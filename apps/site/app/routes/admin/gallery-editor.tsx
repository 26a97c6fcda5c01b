import { useParams } from 'react-router';
import { GalleryImageEditor } from '../../features/admin/gallery/GalleryImageEditor.tsx';
import { adminMeta } from '../../features/admin/shared/meta.ts';

export const meta = ({ params }: { params: { id?: string } }) =>
  adminMeta(params.id ? 'Edit gallery photo' : 'New gallery photo');

export default function AdminGalleryImageEditor() {
  const { id } = useParams();
  return <GalleryImageEditor key={id ?? 'new'} id={id} />;
}

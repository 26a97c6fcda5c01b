import { useParams } from 'react-router';
import { postsType } from '@tembo/data/admin';
import { PostForm } from '../../features/admin/blog/PostForm.tsx';
import { RecordEditor } from '../../features/admin/shared/RecordEditor.tsx';
import { adminMeta } from '../../features/admin/shared/meta.ts';

export const meta = ({ params }: { params: { id?: string } }) =>
  adminMeta(params.id ? 'Edit blog post' : 'New blog post');

export default function AdminPostEditor() {
  const { id } = useParams();
  return <RecordEditor key={id ?? 'new'} id={id} type={postsType} Form={PostForm} />;
}

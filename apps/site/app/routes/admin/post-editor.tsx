import { useParams } from 'react-router';
import { PostEditor } from '../../features/admin/blog/PostEditor.tsx';
import { adminMeta } from '../../features/admin/shared/meta.ts';

export const meta = ({ params }: { params: { id?: string } }) =>
  adminMeta(params.id ? 'Edit blog post' : 'New blog post');

export default function AdminPostEditor() {
  const { id } = useParams();
  return <PostEditor key={id ?? 'new'} id={id} />;
}

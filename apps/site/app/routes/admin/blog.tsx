import { PostsList } from '../../features/admin/blog/PostsList.tsx';
import { adminMeta } from '../../features/admin/shared/meta.ts';

export const meta = () => adminMeta('Blog posts');

export default function AdminPostsList() {
  return <PostsList />;
}

import { useParams } from 'react-router';
import { contentTypeAt } from '../../features/admin/content/admin-types.ts';
import { ContentList } from '../../features/admin/content/ContentList.tsx';
import { AdminNotFound, adminNotFoundTitle } from '../../features/admin/common/AdminNotFound.tsx';
import { adminMeta } from '../../features/admin/common/meta.ts';

/** /admin/{type} of every content type (routes.ts). */
export const meta = ({ params }: { params: { type?: string } }) =>
  adminMeta(contentTypeAt(params.type)?.admin.list.title ?? adminNotFoundTitle);

export default function AdminContentList() {
  const type = contentTypeAt(useParams().type);
  if (!type) return <AdminNotFound />;
  return <ContentList key={type.path} type={type} />;
}

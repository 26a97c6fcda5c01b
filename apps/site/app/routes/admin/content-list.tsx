import { useLocation } from 'react-router';
import { contentTypeAt } from '../../features/admin/content/admin-types.ts';
import { ContentList } from '../../features/admin/content/ContentList.tsx';
import { adminMeta } from '../../features/admin/common/meta.ts';

/** /admin/{type} of every content type (routes.ts). */
export const meta = ({ location }: { location: { pathname: string } }) =>
  adminMeta(contentTypeAt(location.pathname).admin.list.title);

export default function AdminContentList() {
  const type = contentTypeAt(useLocation().pathname);
  return <ContentList key={type.path} type={type} />;
}

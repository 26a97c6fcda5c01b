import { PageContentEditor } from '../../features/admin/page-content/PageContentEditor.tsx';
import { adminMeta } from '../../features/admin/common/meta.ts';

export const meta = () => adminMeta('Page content');

export default function AdminPageContent() {
  return <PageContentEditor />;
}

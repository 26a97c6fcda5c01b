import { useLocation, useParams } from 'react-router';
import type { ContentType } from '../../features/admin/paths.ts';
import { contentTypeAt } from '../../features/admin/content/admin-types.ts';
import { ContentEditor } from '../../features/admin/content/ContentEditor.tsx';
import type { RenderPreview } from '../../features/admin/editor/RecordPreview.tsx';
import { packagePreview } from '../../features/admin/packages/package-preview.ts';
import { adminMeta } from '../../features/admin/common/meta.ts';
import { PackageArticle } from '../../features/packages/PackageArticle.tsx';

/** The public page of each type the editor previews (docs/decisions.md#editor-preview). */
const previews: Partial<Record<ContentType, RenderPreview>> = {
  packages: (values) => <PackageArticle pkg={packagePreview(values)} />,
};

/** /admin/{type}/new and /admin/{type}/edit/{id} of every content type (routes.ts). */
export const meta = ({
  location,
  params,
}: {
  location: { pathname: string };
  params: { id?: string };
}) => {
  const type = contentTypeAt(location.pathname);
  return adminMeta(params.id ? (type.admin.editTitle ?? type.labels.edit) : type.labels.new);
};

export default function AdminContentEditor() {
  const { pathname } = useLocation();
  const { id } = useParams();
  const type = contentTypeAt(pathname);
  return (
    <ContentEditor
      key={`${type.path}:${id ?? 'new'}`}
      id={id}
      type={type}
      preview={previews[type.path]}
    />
  );
}

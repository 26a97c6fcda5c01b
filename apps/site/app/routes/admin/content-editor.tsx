import type { FieldValues } from 'react-hook-form';
import { useLocation, useParams } from 'react-router';
import { readGallery } from '@tembo/data';
import { accommodationsType } from '@tembo/data/admin';
import type { ContentType } from '../../features/admin/paths.ts';
import { contentTypeAt } from '../../features/admin/content/admin-types.ts';
import { ContentEditor } from '../../features/admin/content/ContentEditor.tsx';
import type { RenderPreview } from '../../features/admin/editor/RecordPreview.tsx';
import { packagePreview } from '../../features/admin/packages/package-preview.ts';
import { adminMeta } from '../../features/admin/common/meta.ts';
import { RecordGallery } from '../../features/gallery/RecordGallery.tsx';
import { PackageArticle } from '../../features/packages/PackageArticle.tsx';

/**
 * A package's public page from the form's values, with its gallery, and its days linked to the
 * published lodges (the list the itinerary's lodge select already loaded), so the route map shows
 * as it will (docs/decisions.md#editor-preview).
 */
function PackagePreview({ values }: { values: FieldValues }) {
  const { data: lodges = [] } = accommodationsType.useList();
  const pkg = packagePreview(values);
  return (
    <PackageArticle pkg={pkg} lodges={lodges.filter((lodge) => lodge.published)}>
      <RecordGallery pictures={readGallery(pkg.gallery)} name={pkg.title} />
    </PackageArticle>
  );
}

/** The public page of each type the editor previews (docs/decisions.md#editor-preview). */
const previews: Partial<Record<ContentType, RenderPreview>> = {
  packages: (values) => <PackagePreview values={values} />,
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

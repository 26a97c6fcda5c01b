import type { FieldValues } from 'react-hook-form';
import { useParams } from 'react-router';
import { readGallery } from '@tembo/data';
import { accommodationsType, type AdminPath } from '@tembo/data/admin';
import { contentTypeAt } from '../../features/admin/content/admin-types.ts';
import { ContentEditor } from '../../features/admin/content/ContentEditor.tsx';
import type { RenderPreview } from '../../features/admin/editor/RecordPreview.tsx';
import { packagePreview } from '../../features/admin/packages/package-preview.ts';
import { adminMeta } from '../../features/admin/common/meta.ts';
import { AdminNotFound, adminNotFoundTitle } from '../../features/admin/common/AdminNotFound.tsx';
import { RecordGallery } from '../../features/gallery/RecordGallery.tsx';
import { PackageArticle } from '../../features/packages/PackageArticle.tsx';
import { DestinationArticle } from '../../features/destinations/DestinationArticle.tsx';
import { AccommodationArticle } from '../../features/accommodations/AccommodationArticle.tsx';
import { AccommodationLocation } from '../../features/accommodations/AccommodationLocation.tsx';
import { PostArticle } from '../../features/blog/PostArticle.tsx';
import { destinationPreview } from '../../features/admin/destinations/destination-preview.ts';
import { accommodationPreview } from '../../features/admin/accommodations/accommodation-preview.ts';
import { postPreview } from '../../features/admin/blog/post-preview.ts';

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

/** The stored row's id, when editing: the page's links that name the record use it. */
const savedId = (saved: Readonly<Record<string, unknown>> | undefined) =>
  typeof saved?.id === 'string' ? saved.id : undefined;

/**
 * A destination's public page from the form's values, with its gallery and map. The safaris and
 * lodges filed under it come from other rows and are left out (docs/decisions.md#editor-preview).
 */
function DestinationPreview({ values, id }: { values: FieldValues; id: string | undefined }) {
  const destination = destinationPreview(values, id);
  return (
    <DestinationArticle destination={destination}>
      <RecordGallery pictures={readGallery(destination.gallery)} name={destination.name} />
      <AccommodationLocation
        name={destination.name}
        location={destination.location}
        latitude={destination.latitude}
        longitude={destination.longitude}
      />
    </DestinationArticle>
  );
}

/** An accommodation's public page from the form's values, with its gallery and map. */
function AccommodationPreview({ values, id }: { values: FieldValues; id: string | undefined }) {
  const lodging = accommodationPreview(values, id);
  return (
    <AccommodationArticle lodging={lodging}>
      <RecordGallery pictures={readGallery(lodging.gallery)} name={lodging.name} />
    </AccommodationArticle>
  );
}

/** The public page of each type the editor previews (docs/decisions.md#editor-preview). */
const previews: Partial<Record<AdminPath, RenderPreview>> = {
  packages: (values) => <PackagePreview values={values} />,
  destinations: (values, saved) => <DestinationPreview values={values} id={savedId(saved)} />,
  accommodations: (values, saved) => <AccommodationPreview values={values} id={savedId(saved)} />,
  blog: (values, saved) => (
    <PostArticle
      post={postPreview(values, {
        id: savedId(saved),
        createdAt: typeof saved?.created_at === 'string' ? saved.created_at : undefined,
      })}
    />
  ),
};

/** /admin/{type}/new and /admin/{type}/edit/{id} of every content type (routes.ts). */
export const meta = ({ params }: { params: { type?: string; id?: string } }) => {
  const type = contentTypeAt(params.type);
  if (!type) return adminMeta(adminNotFoundTitle);
  return adminMeta(params.id ? (type.admin.editTitle ?? type.labels.edit) : type.labels.new);
};

export default function AdminContentEditor() {
  const { type: segment, id } = useParams();
  const type = contentTypeAt(segment);
  if (!type) return <AdminNotFound />;
  return (
    <ContentEditor
      key={`${type.path}:${id ?? 'new'}`}
      id={id}
      type={type}
      preview={previews[type.path]}
    />
  );
}

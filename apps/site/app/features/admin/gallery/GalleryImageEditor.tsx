import { galleryType } from '@tembo/data/admin';
import { adminPaths } from '../paths.ts';
import { AdminPageHeader } from '../shared/AdminPageHeader.tsx';
import { BackToList } from '../shared/BackToList.tsx';
import { RecordLoader } from '../shared/RecordLoader.tsx';
import { GalleryImageForm } from './GalleryImageForm.tsx';

const back = <BackToList href={adminPaths.list('gallery')} label="photos" />;

/** /admin/gallery/new and /admin/gallery/edit/{id}. */
export function GalleryImageEditor({ id }: { id?: string | undefined }) {
  if (!id) {
    return (
      <>
        <AdminPageHeader title="New gallery photo" back={back} />
        <GalleryImageForm />
      </>
    );
  }
  return <EditGalleryImage id={id} />;
}

function EditGalleryImage({ id }: { id: string }) {
  const query = galleryType.useRecord({ id });
  return (
    <RecordLoader
      query={query}
      title="Edit photo"
      backHref={adminPaths.list('gallery')}
      backLabel="photos"
    >
      {(row) => (
        <>
          <AdminPageHeader title={`Edit ${row.title}`} back={back} />
          <GalleryImageForm key={row.id} row={row} />
        </>
      )}
    </RecordLoader>
  );
}

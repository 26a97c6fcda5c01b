import { accommodationsType } from '@tembo/data/admin';
import { adminPaths } from '../paths.ts';
import { AdminPageHeader } from '../shared/AdminPageHeader.tsx';
import { BackToList } from '../shared/BackToList.tsx';
import { RecordLoader } from '../shared/RecordLoader.tsx';
import { AccommodationForm } from './AccommodationForm.tsx';

const back = <BackToList href={adminPaths.list('accommodations')} label="accommodations" />;

/** /admin/accommodations/new and /admin/accommodations/edit/{id}. */
export function AccommodationEditor({ id }: { id?: string | undefined }) {
  if (!id) {
    return (
      <>
        <AdminPageHeader title="New accommodation" back={back} />
        <AccommodationForm />
      </>
    );
  }
  return <EditAccommodation id={id} />;
}

function EditAccommodation({ id }: { id: string }) {
  const query = accommodationsType.useRecord({ id });
  return (
    <RecordLoader
      query={query}
      title="Edit accommodation"
      backHref={adminPaths.list('accommodations')}
      backLabel="accommodations"
    >
      {(row) => (
        <>
          <AdminPageHeader title={`Edit ${row.name}`} back={back} />
          <AccommodationForm key={row.id} row={row} />
        </>
      )}
    </RecordLoader>
  );
}

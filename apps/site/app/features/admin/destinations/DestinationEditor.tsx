import { destinationsType } from '@tembo/data/admin';
import { adminPaths } from '../paths.ts';
import { AdminPageHeader } from '../shared/AdminPageHeader.tsx';
import { BackToList } from '../shared/BackToList.tsx';
import { RecordLoader } from '../shared/RecordLoader.tsx';
import { DestinationForm } from './DestinationForm.tsx';

const back = <BackToList href={adminPaths.list('destinations')} label="destinations" />;

/** /admin/destinations/new and /admin/destinations/edit/{id}. */
export function DestinationEditor({ id }: { id?: string | undefined }) {
  if (!id) {
    return (
      <>
        <AdminPageHeader title="New destination" back={back} />
        <DestinationForm />
      </>
    );
  }
  return <EditDestination id={id} />;
}

function EditDestination({ id }: { id: string }) {
  const query = destinationsType.useRecord({ id });
  return (
    <RecordLoader
      query={query}
      title="Edit destination"
      backHref={adminPaths.list('destinations')}
      backLabel="destinations"
    >
      {(row) => (
        <>
          <AdminPageHeader title={`Edit ${row.name}`} back={back} />
          <DestinationForm key={row.id} row={row} />
        </>
      )}
    </RecordLoader>
  );
}

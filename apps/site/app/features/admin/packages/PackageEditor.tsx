import { packagesType } from '@tembo/data/admin';
import { adminPaths } from '../paths.ts';
import { AdminPageHeader } from '../shared/AdminPageHeader.tsx';
import { BackToList } from '../shared/BackToList.tsx';
import { RecordLoader } from '../shared/RecordLoader.tsx';
import { PackageForm } from './PackageForm.tsx';

/** /admin/packages/new and /admin/packages/edit/{id}. */
export function PackageEditor({ id }: { id?: string | undefined }) {
  const back = <BackToList href={adminPaths.list('packages')} label="packages" />;
  if (!id) {
    return (
      <>
        <AdminPageHeader title="New safari package" back={back} />
        <PackageForm />
      </>
    );
  }
  return <EditPackage id={id} back={back} />;
}

function EditPackage({ id, back }: { id: string; back: React.ReactNode }) {
  const query = packagesType.useRecord({ id });
  return (
    <RecordLoader
      query={query}
      title="Edit safari package"
      backHref={adminPaths.list('packages')}
      backLabel="packages"
    >
      {(row) => (
        <>
          <AdminPageHeader title={`Edit ${row.title}`} back={back} />
          <PackageForm key={row.id} row={row} />
        </>
      )}
    </RecordLoader>
  );
}

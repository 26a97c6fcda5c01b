import type { AdminContentType } from '../content/admin-types.ts';
import { ContentForm } from '../content/ContentForm.tsx';
import { adminPaths } from '../paths.ts';
import { AdminPageHeader } from './AdminPageHeader.tsx';
import { BackToList } from './BackToList.tsx';
import { RecordLoader } from './RecordLoader.tsx';

export interface RecordEditorProps {
  type: AdminContentType;
  /** The record's id on /admin/{type}/edit/{id}; absent on /admin/{type}/new. */
  id?: string | undefined;
}

/** /admin/{type}/new and /admin/{type}/edit/{id}: the title, the back link and the form. */
export function RecordEditor({ type, id }: RecordEditorProps) {
  const back = <BackToList href={adminPaths.list(type.path)} label={type.labels.plural} />;
  if (!id) {
    return (
      <>
        <AdminPageHeader title={type.labels.new} back={back} />
        <ContentForm type={type} />
      </>
    );
  }
  return <EditRecord type={type} id={id} back={back} />;
}

function EditRecord({ type, id, back }: RecordEditorProps & { id: string; back: React.ReactNode }) {
  const query = type.useRecord({ id });
  return (
    <RecordLoader
      query={query}
      title={type.labels.edit}
      backHref={adminPaths.list(type.path)}
      backLabel={type.labels.plural}
    >
      {(row) => (
        <>
          <AdminPageHeader title={type.labels.heading(row)} back={back} />
          <ContentForm key={row.id} type={type} row={row} />
        </>
      )}
    </RecordLoader>
  );
}

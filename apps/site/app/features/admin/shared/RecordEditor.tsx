import type { ComponentType } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { adminPaths, type ContentType } from '../paths.ts';
import { AdminPageHeader } from './AdminPageHeader.tsx';
import { BackToList } from './BackToList.tsx';
import { RecordLoader } from './RecordLoader.tsx';

/** What the editor needs of a declared content type. */
export interface EditorType<Row> {
  path: ContentType;
  labels: {
    /** The create page's title, e.g. 'New safari package'. */
    new: string;
    /** The edit page's title while loading, e.g. 'Edit safari package'. */
    edit: string;
    /** The list, for the back link, e.g. 'packages'. */
    plural: string;
    /** The edit page's title once the record is there, e.g. 'Edit Gorilla trekking'. */
    heading: (row: Row) => string;
  };
  useRecord: (variables: { id: string }) => UseQueryResult<Row, Error>;
}

export interface RecordEditorProps<Row extends { id: string }> {
  type: EditorType<Row>;
  /** The record's id on /admin/{type}/edit/{id}; absent on /admin/{type}/new. */
  id?: string | undefined;
  /** The type's form: empty without a row. */
  Form: ComponentType<{ row?: Row }>;
}

/** /admin/{type}/new and /admin/{type}/edit/{id}: the title, the back link and the form. */
export function RecordEditor<Row extends { id: string }>({
  type,
  id,
  Form,
}: RecordEditorProps<Row>) {
  const back = <BackToList href={adminPaths.list(type.path)} label={type.labels.plural} />;
  if (!id) {
    return (
      <>
        <AdminPageHeader title={type.labels.new} back={back} />
        <Form />
      </>
    );
  }
  return <EditRecord type={type} id={id} Form={Form} back={back} />;
}

function EditRecord<Row extends { id: string }>({
  type,
  id,
  Form,
  back,
}: RecordEditorProps<Row> & { id: string; back: React.ReactNode }) {
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
          <Form key={row.id} row={row} />
        </>
      )}
    </RecordLoader>
  );
}

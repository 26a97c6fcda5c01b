import { EmptyState, LinkButton } from '@tembo/ui';
import { isDataError } from '@tembo/data';
import { ContentSkeleton } from '../layout/AdminSkeleton.tsx';
import { adminPaths } from '../paths.ts';
import { AdminPageHeader } from '../common/AdminPageHeader.tsx';
import { BackToList } from '../common/BackToList.tsx';
import type { AdminContentType } from './admin-types.ts';
import { ContentForm } from './ContentForm.tsx';
import type { RenderPreview } from '../editor/RecordPreview.tsx';

interface ContentEditorProps {
  type: AdminContentType;
  /** The record's id on /admin/{type}/edit/{id}; absent on /admin/{type}/new. */
  id?: string | undefined;
  /** Draws the record's public page from the form's values, for "Preview". */
  preview?: RenderPreview | undefined;
}

/** /admin/{type}/new and /admin/{type}/edit/{id}: the title, the back link and the form. */
export function ContentEditor({ type, id, preview }: ContentEditorProps) {
  const back = <BackToList href={adminPaths.list(type.path)} label={type.labels.plural} />;
  if (!id) {
    return (
      <>
        <AdminPageHeader title={type.labels.new} back={back} />
        <ContentForm type={type} preview={preview} />
      </>
    );
  }
  return <EditRecord type={type} id={id} back={back} preview={preview} />;
}

/**
 * The edit page's states: placeholders while the record loads, a plain message when it does not
 * exist (a deleted record, a mistyped id) or could not be loaded, then the form.
 */
function EditRecord({
  type,
  id,
  back,
  preview,
}: ContentEditorProps & { id: string; back: React.ReactNode }) {
  const query = type.useRecord({ id });
  if (!query.isSuccess) {
    const notFound = isDataError(query.error) && query.error.kind === 'not-found';
    return (
      <>
        <AdminPageHeader title={type.labels.edit} />
        {query.isPending ? (
          <ContentSkeleton label="Loading..." />
        ) : (
          <EmptyState
            title={notFound ? query.error.message : 'This record could not be loaded.'}
            description={notFound ? undefined : query.error.message}
            announce="alert"
            action={
              <LinkButton href={adminPaths.list(type.path)}>
                Back to {type.labels.plural}
              </LinkButton>
            }
          />
        )}
      </>
    );
  }
  const row = query.data;
  return (
    <>
      <AdminPageHeader title={type.labels.heading(row)} back={back} />
      <ContentForm key={row.id} type={type} row={row} preview={preview} />
    </>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { HistoryPanel } from '../history/HistoryPanel.tsx';
import { tableOfType } from '../history/history-labels.ts';
import { adminPaths, type ContentType } from '../paths.ts';
import { focusPageTitleState } from '../shared/page-title.ts';
import { AdminFormFrame } from './AdminFormFrame.tsx';
import { DeleteRecordButton } from './DeleteRecordButton.tsx';
import { useAdminForm, type AdminForm, type AdminFormOptions } from './use-admin-form.ts';

/** Options of {@link useRecordForm}: the content type's form, on its create or edit page. */
export interface RecordFormOptions<
  Values extends FieldValues,
  Saved extends { id: string },
> extends Pick<AdminFormOptions<Values, Saved>, 'resolver' | 'initialValues' | 'fields'> {
  type: ContentType;
  /** The record being edited; none on the create page. */
  id?: string | undefined;
  /** The content type's save mutation: it creates without an id and updates with one. */
  save: { mutateAsync: (input: { id?: string | undefined; values: Values }) => Promise<Saved> };
  /** The toasts, e.g. `{ created: 'Package created.', saved: 'Package saved.' }`. */
  messages: { created: string; saved: string };
}

/**
 * {@link useAdminForm} for one record of a content type: the draft kept per record, a save that
 * creates or updates, and after a create the record's edit page.
 */
export function useRecordForm<Values extends FieldValues, Saved extends { id: string }>({
  type,
  id,
  save,
  messages,
  ...options
}: RecordFormOptions<Values, Saved>): AdminForm<Values> {
  const navigate = useNavigate();
  const admin = useAdminForm({
    ...options,
    draftKey: `${type}:${id ?? 'new'}`,
    save: (values: Values) => save.mutateAsync({ id, values }),
    savedMessage: id ? messages.saved : messages.created,
    onSaved: (saved) => {
      if (!id) navigate(adminPaths.edit(type, saved.id), { replace: true });
    },
  });
  // When the stored record changes under an untouched form (a version restored from its
  // history), the form follows it; a form with unsaved changes is left alone.
  const stored = JSON.stringify(options.initialValues);
  const shown = useRef(stored);
  const { form, isDirty } = admin;
  useEffect(() => {
    if (stored === shown.current) return;
    shown.current = stored;
    if (!isDirty) form.reset(JSON.parse(stored) as Values);
  }, [stored, isDirty, form]);
  return admin;
}

export interface RecordFormFrameProps<Values extends FieldValues> {
  admin: AdminForm<Values>;
  type: ContentType;
  /** The record being edited (its id and its name, for the delete question); none on create. */
  record?: { id: string; name: string } | undefined;
  /** The form's accessible name. */
  label: string;
  /** The save button on the create page, e.g. 'Create package' ('Save changes' when editing). */
  createLabel: string;
  /** What a delete removes, e.g. 'safari package'. */
  what: string;
  /** The data layer's delete mutation. */
  remove: { mutateAsync: (input: { id: string }) => Promise<unknown> };
  children: ReactNode;
}

/**
 * {@link AdminFormFrame} for one record: Cancel back to the list and, when editing, Delete
 * (asked first), after which the draft is dropped and the list shows again.
 */
export function RecordFormFrame<Values extends FieldValues>({
  admin,
  type,
  record,
  label,
  createLabel,
  what,
  remove,
  children,
}: RecordFormFrameProps<Values>) {
  const navigate = useNavigate();
  return (
    <>
      <AdminFormFrame
        admin={admin}
        label={label}
        submitLabel={record ? 'Save changes' : createLabel}
        cancelHref={adminPaths.list(type)}
        extraActions={
          record ? (
            <DeleteRecordButton
              what={what}
              name={record.name}
              onDelete={() => remove.mutateAsync({ id: record.id })}
              onDeleted={() => {
                admin.abandon();
                // The list's title takes the focus the removed editor had.
                navigate(adminPaths.list(type), { state: focusPageTitleState });
              }}
            />
          ) : null
        }
      >
        {children}
      </AdminFormFrame>
      {record ? (
        <HistoryPanel
          table={tableOfType[type]}
          id={record.id}
          what={what}
          onBeforeRestore={() => admin.form.reset()}
        />
      ) : null}
    </>
  );
}

import type { ReactNode } from 'react';
import { LinkButton } from '@tembo/ui';
import { DeleteRecordButton } from '../forms/DeleteRecordButton.tsx';
import { adminPaths, type ContentType } from '../paths.ts';
import { focusPageTitle } from '../shared/page-title.ts';

export interface RowActionsProps {
  type: ContentType;
  id: string;
  /** The record's name, in the buttons' accessible names and the delete question. */
  name: string;
  /** What a delete removes, e.g. 'safari package'. */
  what: string;
  /** The Edit link's accessible name. @default `Edit ${name}` */
  editLabel?: string;
  /** The data layer's delete mutation. */
  remove: { mutateAsync: (input: { id: string }) => Promise<unknown> };
  /** Actions before Edit, e.g. Publish or Approve. */
  children?: ReactNode;
}

/** A list row's actions: any of its own, then Edit and Delete (asked first). */
export function RowActions({ type, id, name, what, editLabel, remove, children }: RowActionsProps) {
  return (
    <>
      {children}
      <LinkButton
        href={adminPaths.edit(type, id)}
        variant="ghost"
        size="sm"
        aria-label={editLabel ?? `Edit ${name}`}
      >
        Edit
      </LinkButton>
      <DeleteRecordButton
        what={what}
        name={name}
        variant="ghost"
        size="sm"
        onDelete={() => remove.mutateAsync({ id })}
        // The row, and the button that had focus, are gone: the list's title takes it.
        onDeleted={focusPageTitle}
      />
    </>
  );
}

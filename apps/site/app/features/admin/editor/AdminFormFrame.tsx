import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { Blocker } from 'react-router';
import { Button, LinkButton } from '@tembo/ui';
import * as styles from '../common/admin.css.ts';
import { formatDateTime } from '../common/format.ts';
import type { AdminFormState } from './use-admin-form.ts';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt.tsx';
import { ActionLabel } from './ActionLabel.tsx';

export interface AdminFormFrameProps<Values extends FieldValues> {
  /**
   * The form from useAdminForm. Without a `blocker` (useAdminFormState) the page asks before
   * leaving itself.
   */
  admin: AdminFormState<Values> & { blocker?: Blocker };
  /** The form's accessible name, e.g. 'Package details'. */
  label: string;
  /** The save button's text, e.g. 'Create package' or 'Save changes'. */
  submitLabel: string;
  /** Where 'Cancel' goes (the list); no Cancel link without it. */
  cancelHref?: string;
  /**
   * Beside the save button, e.g. the delete button of an edit form. On a phone the bar keeps one
   * row: label secondary actions with ActionLabel.
   */
  extraActions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every admin form: the draft offered back ('Restore draft' / 'Discard'), the
 * fields, a sticky bar with the save button (disabled while saving) and the question asked
 * before leaving with unsaved changes.
 */
export function AdminFormFrame<Values extends FieldValues>({
  admin,
  label,
  submitLabel,
  cancelHref,
  extraActions,
  children,
}: AdminFormFrameProps<Values>) {
  const { draft, blocker, isSaving, onSubmit } = admin;
  return (
    <>
      {draft ? (
        <div className={styles.notice} role="status">
          <p className={styles.noticeText}>
            You have an unsaved draft of this form from {formatDateTime(draft.savedAt)}.
          </p>
          <Button size="sm" onPress={draft.restore}>
            Restore draft
          </Button>
          <Button size="sm" variant="outline" onPress={draft.discard}>
            Discard
          </Button>
        </div>
      ) : null}
      <form aria-label={label} noValidate onSubmit={onSubmit} className={styles.form}>
        {children}
        <div className={styles.formActions}>
          <Button type="submit" isDisabled={isSaving}>
            {isSaving ? 'Saving...' : submitLabel}
          </Button>
          {cancelHref ? (
            <LinkButton href={cancelHref} variant="ghost">
              <ActionLabel icon="cancel">Cancel</ActionLabel>
            </LinkButton>
          ) : null}
          {extraActions}
        </div>
      </form>
      {blocker ? <UnsavedChangesPrompt blocker={blocker} /> : null}
    </>
  );
}

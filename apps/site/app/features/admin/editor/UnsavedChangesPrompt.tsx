import type { Blocker } from 'react-router';
import { ConfirmDialog } from '@tembo/ui';

/** Asks before leaving a page with unsaved changes (the blocker of useUnsavedChanges). */
export function UnsavedChangesPrompt({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave this page"
      cancelLabel="Stay and keep editing"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      Your changes have not been saved. They stay in this browser as a draft, and the form offers
      them back when you return.
    </ConfirmDialog>
  );
}

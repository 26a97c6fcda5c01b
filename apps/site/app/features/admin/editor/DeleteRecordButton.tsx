import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button, ConfirmDialog } from '@tembo/ui';
import { notify } from '../common/notify.ts';
import { ActionLabel } from './ActionLabel.tsx';

export interface DeleteRecordButtonProps {
  /** What is deleted, for the question and the toast, e.g. 'safari package'. */
  what: string;
  /** The record's name, e.g. the package title. */
  name: string;
  /** Deletes (a mutation's `mutateAsync`). */
  onDelete: () => Promise<unknown>;
  /**
   * After the delete went through, e.g. back to the list. Runs once the dialog has closed (its
   * focus trap let go), or at once when the button went away with its deleted row.
   */
  onDeleted?: () => void;
  /**
   * The button's look.
   * @default 'outline'
   */
  variant?: 'outline' | 'ghost';
  /**
   * The button's size.
   * @default 'md'
   */
  size?: 'sm' | 'md';
}

/** Empties a ref that holds a callback and returns what it held. */
function take(ref: RefObject<(() => void) | undefined>): (() => void) | undefined {
  const held = ref.current;
  ref.current = undefined;
  return held;
}

/**
 * 'Delete' that asks first, in an accessible dialog (focus moves into it, Escape cancels, focus
 * returns to the button), then deletes and says whether it worked.
 */
export function DeleteRecordButton({
  what,
  name,
  onDelete,
  onDeleted,
  variant = 'outline',
  size = 'md',
}: DeleteRecordButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  // onDeleted waits for the dialog to close: while open it keeps focus inside, so focus moved
  // elsewhere (a page title) would be pulled back. A list row's button may be gone by then.
  const mounted = useRef(false);
  const afterClose = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Gone with its row before the dialog closed: the trap went with it.
      take(afterClose)?.();
    };
  }, []);
  useEffect(() => {
    if (!isOpen) take(afterClose)?.();
  }, [isOpen]);

  const confirm = async () => {
    setDeleting(true);
    try {
      await onDelete();
      notify.success(`The ${what} “${name}” was deleted.`);
      if (mounted.current) {
        afterClose.current = onDeleted;
        setOpen(false);
      } else {
        onDeleted?.();
      }
    } catch (error) {
      setOpen(false);
      notify.error(
        `The ${what} was not deleted.`,
        error instanceof Error ? error.message : undefined,
      );
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <Button
        variant={variant}
        size={size}
        onPress={() => setOpen(true)}
        aria-label={size === 'sm' ? `Delete ${what} ${name}` : undefined}
      >
        <ActionLabel icon="delete">Delete</ActionLabel>
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title={`Delete this ${what}?`}
        confirmLabel={isDeleting ? 'Deleting...' : `Delete ${what}`}
        cancelLabel="Keep it"
        tone="danger"
        isPending={isDeleting}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        The {what} “{name}” will be deleted for good. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}

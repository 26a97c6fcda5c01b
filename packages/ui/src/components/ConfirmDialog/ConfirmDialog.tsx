import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { button } from '../private/Button.css.ts';
import { backdrop } from '../private/Overlay/Overlay.css.ts';
import * as styles from './ConfirmDialog.css.ts';

export interface ConfirmDialogProps {
  /** Whether the question is shown. */
  isOpen: boolean;
  /** The question, e.g. 'Delete this package?'; the dialog's heading and accessible name. */
  title: string;
  /** What happens if confirmed, in a sentence or two. */
  children: ReactNode;
  /** The confirming action, e.g. 'Delete package'. */
  confirmLabel: string;
  /**
   * The safe way out, which has focus when the dialog opens.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /**
   * `danger` colours the confirming button red, for actions that destroy something.
   * @default 'default'
   */
  tone?: 'default' | 'danger';
  /**
   * While the confirmed action runs: both buttons are disabled and the dialog stays open.
   * @default false
   */
  isPending?: boolean;
  /** Called when the confirming button is pressed. */
  onConfirm: () => void;
  /** Called on the cancel button and on Escape. */
  onCancel: () => void;
}

/**
 * A question that must be answered before going on (WAI-ARIA alertdialog): deleting a record,
 * leaving unsaved changes. Focus starts on the safe choice and stays inside; Escape cancels; a
 * press outside does nothing (an answer is needed); focus returns to whatever opened it.
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'default',
  isPending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isPending) onCancel();
      }}
      isDismissable={false}
      className={backdrop}
    >
      <Modal className={styles.panel}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          <div className={styles.message}>{children}</div>
          <div className={styles.actions}>
            <Button
              // The alertdialog pattern: focus starts on the least destructive choice.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              onPress={onCancel}
              isDisabled={isPending}
              className={button({ variant: 'outline' })}
            >
              {cancelLabel}
            </Button>
            <Button
              onPress={onConfirm}
              isDisabled={isPending}
              className={tone === 'danger' ? styles.danger : button({ variant: 'solid' })}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

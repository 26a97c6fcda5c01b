import type { CSSProperties, ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from '../icons.tsx';
import * as styles from './Overlay.css.ts';

export interface OverlayProps {
  /** Whether the overlay is shown. */
  isOpen: boolean;
  /** Called with false on Escape, a press outside, the close button or a gesture. */
  onOpenChange: (isOpen: boolean) => void;
  /** Where the panel sits: a side sheet, a bottom drawer or a centred dialog. */
  placement: 'right' | 'bottom' | 'center';
  /** The dialog's heading (and accessible name). */
  title: string;
  /** The close button's accessible name. */
  closeLabel: string;
  children: ReactNode;
  /** Pinned under the scrolling body, e.g. the menu's 'Book Now'. */
  footer?: ReactNode;
  /** Rendered above the header, e.g. the drawer's drag handle. */
  beforeHeader?: ReactNode;
  /** Inline custom properties for gestures (the drawer's drag offset). */
  panelStyle?: CSSProperties;
  /** Extra data attributes for gesture state. */
  panelData?: { 'data-dragging'?: true };
}

/**
 * The one private base for every modal overlay (Sheet, Drawer, Lightbox): react-aria's
 * ModalOverlay + Modal + Dialog give the focus trap, Escape, press-outside, scroll lock, hiding
 * the page from screen readers and focus restore to the trigger. It portals into UiProvider's
 * container, so the panel resolves the theme's tokens. Entering and exiting animations come from
 * the `[data-entering]`/`[data-exiting]` styles; react-aria unmounts after the exit animation.
 */
export function Overlay({
  isOpen,
  onOpenChange,
  placement,
  title,
  closeLabel,
  children,
  footer,
  beforeHeader,
  panelStyle,
  panelData,
}: OverlayProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.backdrop}
    >
      <Modal
        className={styles.panel[placement]}
        style={panelStyle}
        data-placement={placement}
        {...panelData}
      >
        <Dialog className={styles.dialog}>
          {beforeHeader}
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <Button slot="close" aria-label={closeLabel} className={styles.closeButton}>
              <CloseIcon />
            </Button>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

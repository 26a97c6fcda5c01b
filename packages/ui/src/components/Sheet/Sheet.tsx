import type { ReactNode } from 'react';
import { Overlay } from '../private/Overlay/Overlay.tsx';

export interface SheetProps {
  /** Whether the sheet is shown. */
  isOpen: boolean;
  /** Called with false on Escape, a press on the backdrop or the close button. */
  onOpenChange: (isOpen: boolean) => void;
  /** The heading and accessible name, e.g. 'Menu'. */
  title: string;
  /**
   * The close button's accessible name.
   * @default 'Close menu'
   */
  closeLabel?: string;
  children: ReactNode;
  /** Pinned to the bottom edge, e.g. the menu's 'Book Now'. */
  footer?: ReactNode;
}

/**
 * A side sheet from the right: 280px wide, 350px from 640px up; slides in over 500 ms and out
 * over 300 ms. Focus is trapped inside, Escape and the backdrop close it, and focus returns to
 * whatever opened it.
 */
export function Sheet({ closeLabel = 'Close menu', ...props }: SheetProps) {
  return <Overlay placement="right" closeLabel={closeLabel} {...props} />;
}

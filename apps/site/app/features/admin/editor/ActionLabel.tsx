import type { ReactNode } from 'react';
import * as styles from '../common/admin.css.ts';

const paths = {
  /** An eye: see the page. */
  preview: (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  /** A bin: delete. */
  delete: (
    <>
      <path d="M3 6h18" />
      <path d="M8 6V4h8v2" />
      <path d="M6 6l1 14h10l1-14" />
    </>
  ),
  /** A cross: leave without saving. */
  cancel: <path d="M6 6l12 12M18 6 6 18" />,
} as const;

export interface ActionLabelProps {
  /** The picture beside (on a phone, instead of) the words. */
  icon: keyof typeof paths;
  /** The words: the button's accessible name, on every screen. */
  children: ReactNode;
}

/**
 * A secondary action's label in the editor's sticky bar: the words on wider screens; on a phone
 * an icon, with the words kept for screen readers, so the bar stays one row
 * (docs/decisions.md#editor-action-bar). Outside the bar it is the words alone.
 */
export function ActionLabel({ icon, children }: ActionLabelProps) {
  return (
    <>
      <svg
        className={styles.actionIcon}
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {paths[icon]}
      </svg>
      <span className={styles.actionText}>{children}</span>
    </>
  );
}

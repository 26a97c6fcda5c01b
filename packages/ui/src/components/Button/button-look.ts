import type { ReactNode } from 'react';
import type { ButtonVariants } from '../private/Button.css.ts';

/** What a Button and a LinkButton share: their label and their look. */
export interface ButtonLookProps {
  /** The label, optionally with an icon. */
  children: ReactNode;
  /**
   * Visual weight: `solid` for the one main action of a region, `soft`/`outline` for secondary
   * actions, `ghost` for toolbar-like actions, `link` for a way onward that reads as a link
   * ('View All Packages'): accent text, underlined.
   * @default 'solid'
   */
  variant?: ButtonVariants['variant'];
  /**
   * @default 'md'
   */
  size?: ButtonVariants['size'];
  /**
   * A square button holding only an icon; give it an `aria-label`.
   * @default false
   */
  iconOnly?: boolean;
  /** Required when `children` is only an icon. */
  'aria-label'?: string;
}

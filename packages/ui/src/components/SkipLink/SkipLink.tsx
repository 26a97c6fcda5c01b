import type { MouseEvent } from 'react';
import * as styles from './SkipLink.css.ts';

export interface SkipLinkProps {
  /**
   * The id of the main landmark to jump to.
   * @default 'main'
   */
  targetId?: string;
  /**
   * @default 'Skip to main content'
   */
  children?: string;
}

/**
 * The first focusable element of a page: hidden until focused, it moves keyboard focus to the main
 * landmark (not just the scroll position, which is all a bare `#main` link does for a `<main>`).
 * Works without JavaScript as a plain fragment link.
 */
export function SkipLink({ targetId = 'main', children = 'Skip to main content' }: SkipLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView?.();
  };
  return (
    <a href={`#${targetId}`} className={styles.link} onClick={onClick}>
      {children}
    </a>
  );
}

import type { CSSProperties, StyleRule } from '@vanilla-extract/css';

// Style helpers for the .css.ts files (which may export only styles, not functions).

/** Where a pointer really hovers: touch screens would keep `:hover` after a tap. */
const canHover = '(hover: hover)';

/**
 * Hover for plain elements, as react-aria's `[data-hovered]` does it: only with a pointer that
 * hovers, never left behind by a tap. The media block comes after the element's other rules, so
 * states that must keep their look while hovered (the current page, a checked option) go in
 * `except`, a selector list.
 */
export function nativeHover(rule: CSSProperties, except?: string): StyleRule {
  const selector = except ? `&:hover:not(${except})` : '&:hover';
  return { '@media': { [canHover]: { selectors: { [selector]: rule } } } };
}

/** Hover for styles shared by react-aria components and plain elements (see sharedFocusRing in styles.css.ts). */
export function sharedHover(rule: CSSProperties): StyleRule {
  return {
    selectors: { '&[data-hovered]': rule },
    '@media': { [canHover]: { selectors: { '&:not([data-rac]):hover': rule } } },
  };
}

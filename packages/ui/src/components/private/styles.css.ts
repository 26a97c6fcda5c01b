import { style, type StyleRule } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { radix } from '../../tokens/radix.css.ts';

const ring: StyleRule = { outline: `2px solid ${brand.color.focusRing}`, outlineOffset: 2 };

/** The one focus ring: for elements that mark keyboard focus with `[data-focus-visible]`. */
export const focusRing: StyleRule = {
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': ring,
  },
};

/** The same ring for plain elements, which only have `:focus-visible`. */
export const nativeFocusRing: StyleRule = {
  selectors: {
    '&:focus-visible': ring,
  },
};

/**
 * The same ring for a plain control whose focus sits inside it: Chromium focuses the day, month
 * and year of a date input, and the input itself never matches `:focus-visible`.
 */
export const focusWithinRing: StyleRule = {
  selectors: {
    '&:focus-within': ring,
  },
};

/**
 * The same ring for a wrapper around a visually hidden control (a star's radio): shown while the
 * control inside has keyboard focus.
 */
export const focusVisibleWithinRing: StyleRule = {
  selectors: {
    '&:has(:focus-visible)': ring,
  },
};

/**
 * The ring for styles shared by react-aria components (`[data-focus-visible]`) and plain elements
 * (`:focus-visible`): react-aria marks its elements with `[data-rac]`, so each keeps its own rule.
 */
export const sharedFocusRing: StyleRule = {
  outline: 'none',
  selectors: {
    '&[data-focus-visible], &:not([data-rac]):focus-visible': ring,
  },
};

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Headings inside components: the Radix type scale, no default margins. */
export const headingReset: StyleRule = {
  margin: 0,
  fontWeight: radix.font.weightBold,
  color: brand.color.text,
};

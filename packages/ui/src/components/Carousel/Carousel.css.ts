import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { mediaQuery } from '../../tokens/breakpoints.ts';
import { radix } from '../../tokens/radix.css.ts';
import { nativeFocusRing } from '../private/styles.css.ts';

/** Slides side by side from `md` up (the `slidesPerView` prop); phones always show one. */
export const perViewWide = createVar();
export const index = createVar();

/**
 * Slides per view, decided by CSS so that the prerendered HTML, before any JavaScript runs, has
 * the final layout (docs/decisions.md#carousel-layout).
 */
const perView = createVar();

export const root = style({
  position: 'relative',
  display: 'grid',
  gap: radix.space[3],
  vars: { [perView]: '1' },
  '@media': { [mediaQuery.md]: { vars: { [perView]: perViewWide } } },
});

export const viewport = style({
  overflow: 'hidden',
  borderRadius: radix.radius[4],
  selectors: { [`${root}[data-bleed] &`]: { borderRadius: 0 } },
});

export const track = style({
  display: 'flex',
  transform: `translateX(calc(-100% * ${index} / ${perView}))`,
  transition: 'transform 500ms ease',
  '@media': { [mediaQuery.reducedMotion]: { transition: 'none' } },
});

export const slide = style({
  flex: `0 0 calc(100% / ${perView})`,
  minWidth: 0,
  paddingInline: radix.space[2],
  boxSizing: 'border-box',
  selectors: { [`${root}[data-bleed] &`]: { paddingInline: 0 } },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: radix.space[2],
  '@media': { [mediaQuery.md]: { selectors: { '&[data-phone-only]': { display: 'none' } } } },
});

/** More than five dots do not fit beside the buttons on a phone: there the position is text. */
export const dots = style({
  display: 'flex',
  gap: radix.space[1],
  selectors: { '&[data-many]': { display: 'none' } },
  '@media': { [mediaQuery.sm]: { selectors: { '&[data-many]': { display: 'flex' } } } },
});

export const position = style({
  minWidth: '4ch',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  color: brand.color.textMuted,
  '@media': { [mediaQuery.sm]: { display: 'none' } },
});

export const dot = style([
  nativeFocusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: radix.space[6],
    height: radix.space[6],
    padding: 0,
    border: 'none',
    borderRadius: brand.radius.round,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    '::after': {
      content: '""',
      width: 10,
      height: 10,
      borderRadius: brand.radius.round,
      border: `2px solid ${brand.color.borderControl}`,
    },
    '@media': { [mediaQuery.md]: { selectors: { '&[data-phone-only]': { display: 'none' } } } },
    selectors: {
      '&[aria-current="true"]::after': {
        backgroundColor: brand.color.solid,
        borderColor: brand.color.solid,
      },
    },
  },
]);

/** The controls' last button, 'Next slide': the row is drawn once it is in the page. */
export const nextButton = style({});

/**
 * The controls are centred, so each button that arrives moves the ones before it. On a slow CPU
 * the browser can paint a page before its parser has reached the end of the row: until 'Next
 * slide' is in the page, the row keeps its place but draws nothing (no layout shift,
 * docs/decisions.md#no-layout-shift). A browser without `:has()` drops the rule.
 */
globalStyle(`${controls}:not(:has(> ${nextButton}))`, { visibility: 'hidden' });

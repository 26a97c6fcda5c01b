import { style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { radix } from '../../tokens/radix.css.ts';
import { focusRing } from '../private/styles.css.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: radix.space[3],
  minWidth: 0,
  selectors: { '&[data-empty]': { display: 'none' } },
});

export const row = style([
  focusRing,
  {
    minWidth: 0,
    borderRadius: radix.radius[2],
    selectors: {
      '&[data-dragging]': { opacity: 0.5 },
    },
  },
]);

export const entry = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: radix.space[2],
  minWidth: 0,
});

export const handle = style([
  focusRing,
  {
    flexShrink: 0,
    display: 'inline-grid',
    placeItems: 'center',
    // A 44 px target (WCAG 2.5.8 asks 24; the admin is used on phones too).
    minWidth: '2.75rem',
    minHeight: '2.75rem',
    padding: 0,
    border: `1px solid ${brand.color.border}`,
    borderRadius: radix.radius[2],
    backgroundColor: brand.color.surface,
    color: brand.color.textMuted,
    cursor: 'grab',
    touchAction: 'none',
    // react-aria-components gives the drag slot an inline `pointer-events: none`, leaving the
    // pointer to the row; the handle takes it back, so a press on it lands on it and focuses it
    // rather than the entry's wrapper (docs/decisions.md#reorderable-lists). Only `!important`
    // outranks an inline style; vanilla-extract's types do not list it.
    pointerEvents: 'auto !important' as 'auto',
    selectors: {
      '&[data-hovered]': { color: brand.color.text, borderColor: brand.color.borderControl },
      '&[data-pressed]': { cursor: 'grabbing' },
    },
  },
]);

export const content = style({ flex: 1, minWidth: 0 });

/** The line between two entries where a dragged one would land. */
export const dropIndicator = style({
  height: 0,
  outline: 'none',
  selectors: {
    '&[data-drop-target]': {
      outline: `2px solid ${brand.color.solid}`,
      outlineOffset: `calc(${radix.space[3]} / -2)`,
    },
  },
});

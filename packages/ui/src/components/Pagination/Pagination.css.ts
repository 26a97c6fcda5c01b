import { style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { radix } from '../../tokens/radix.css.ts';
import { nativeHover } from '../private/hover.ts';
import { nativeFocusRing } from '../private/styles.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: radix.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style([
  nativeFocusRing,
  // The current page keeps its colours, and the spans standing in for a missing previous or next
  // page (they share this style) do not react.
  nativeHover(
    { backgroundColor: brand.color.surfaceMuted },
    '[aria-current="page"], [aria-disabled="true"]',
  ),
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: radix.space[1],
    minWidth: radix.space[7],
    minHeight: radix.space[7],
    paddingInline: radix.space[2],
    borderRadius: radix.radius[3],
    border: `1px solid ${brand.color.border}`,
    color: brand.color.text,
    textDecoration: 'none',
    selectors: {
      '&[aria-current="page"]': {
        backgroundColor: brand.color.solid,
        borderColor: brand.color.solid,
        color: brand.color.onSolid,
        fontWeight: radix.font.weightBold,
      },
    },
  },
]);

export const disabled = style([item, { opacity: 0.5, cursor: 'not-allowed' }]);

export const gap = style({ paddingInline: radix.space[1], color: brand.color.textMuted });

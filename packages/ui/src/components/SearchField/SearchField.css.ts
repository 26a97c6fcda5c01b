import { style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { radix } from '../../tokens/radix.css.ts';
import { control } from '../private/Field.css.ts';
import { nativeFocusRing } from '../private/styles.css.ts';

export const form = style({
  display: 'flex',
  alignItems: 'flex-end',
  flexGrow: 1,
  gap: radix.space[1],
  minWidth: 0,
});

export const field = style({ display: 'grid', gap: radix.space[1], flexGrow: 1, minWidth: 0 });

export const group = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style([
  control,
  {
    // The height of the small submit button beside it (and of the header's other controls).
    height: radix.space[6],
    minHeight: 0,
    paddingBlock: 0,
    paddingInlineEnd: radix.space[6],
    fontSize: radix.font.size2,
    selectors: {
      // The field draws its own clear button (the same in every browser).
      '&::-webkit-search-cancel-button': { display: 'none' },
      '&:focus': { borderColor: brand.color.focusRing },
    },
  },
]);

export const clear = style([
  nativeFocusRing,
  {
    position: 'absolute',
    insetInlineEnd: radix.space[1],
    display: 'inline-flex',
    padding: 2,
    border: 'none',
    borderRadius: radix.radius[2],
    backgroundColor: 'transparent',
    color: brand.color.textMuted,
    cursor: 'pointer',
    fontSize: radix.font.size2,
    selectors: {
      // Only with text in the field: CSS knows it before any JavaScript runs.
      [`${input}:placeholder-shown + &`]: { display: 'none' },
    },
  },
]);

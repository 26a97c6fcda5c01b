import { style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { radix } from '../../tokens/radix.css.ts';
import { control } from '../private/Field.css.ts';

export const input = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    selectors: {
      '&[data-focus-within]': { borderColor: brand.color.focusRing },
      '[data-invalid] &': { borderColor: brand.color.danger },
    },
  },
]);

export const segment = style({
  paddingInline: 2,
  borderRadius: radix.radius[1],
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-placeholder]': { color: brand.color.textMuted },
    '&[data-type="literal"]': { color: brand.color.textMuted },
    '&[data-focused]': { backgroundColor: brand.color.solid, color: brand.color.onSolid },
  },
});

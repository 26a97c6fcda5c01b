import { style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { radix } from '../../tokens/radix.css.ts';
import { focusVisibleWithinRing } from '../private/styles.css.ts';

export const display = style({
  display: 'inline-flex',
  gap: 2,
  color: brand.color.starEmpty,
  lineHeight: 0,
});

export const filled = style({ color: brand.color.star });
export const empty = style({ color: brand.color.starEmpty });

export const stars = style({ display: 'inline-flex', gap: radix.space[1] });

export const star = style([
  focusVisibleWithinRing,
  {
    // Holds its visually hidden radio, so focusing the radio scrolls to the star.
    position: 'relative',
    display: 'inline-flex',
    padding: radix.space[1],
    borderRadius: radix.radius[2],
    fontSize: radix.font.size6,
    cursor: 'pointer',
    color: brand.color.starEmpty,
    selectors: {
      '&[data-lit]': { color: brand.color.star },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[data-invalid]:not([data-lit])': { color: brand.color.danger },
    },
  },
]);

import { style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { radix } from '../../tokens/radix.css.ts';

export const link = style({
  position: 'fixed',
  top: radix.space[2],
  left: radix.space[2],
  zIndex: 100,
  padding: `${radix.space[2]} ${radix.space[4]}`,
  borderRadius: radix.radius[3],
  backgroundColor: brand.color.solid,
  color: brand.color.onSolid,
  fontWeight: radix.font.weightBold,
  textDecoration: 'none',
  // Off screen until focused, never display:none (that would drop it from the tab order).
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus-visible, &:focus': {
      transform: 'none',
      outline: `2px solid ${brand.color.focusRing}`,
      outlineOffset: 2,
    },
  },
});

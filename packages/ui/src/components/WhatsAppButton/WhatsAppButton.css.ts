import { style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { radix } from '../../tokens/radix.css.ts';
import { nativeFocusRing } from '../private/styles.css.ts';

export const button = style([
  nativeFocusRing,
  {
    position: 'fixed',
    insetInlineEnd: radix.space[4],
    insetBlockEnd: radix.space[4],
    zIndex: 40,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: radix.space[8],
    height: radix.space[8],
    borderRadius: brand.radius.round,
    backgroundColor: brand.color.solid,
    color: brand.color.onSolid,
    fontSize: radix.font.size6,
    boxShadow: radix.shadow[4],
    transition: 'transform 150ms, opacity 150ms',
    selectors: {
      '&:hover': { transform: 'scale(1.06)', backgroundColor: brand.color.solidHover },
      // A field or a card's action is under it: out of the way, taps go through to what is below.
      '&[data-step-aside]:not(:focus-visible)': {
        opacity: 0,
        pointerEvents: 'none',
        transform: 'translateY(25%)',
      },
    },
  },
]);

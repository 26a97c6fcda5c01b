import { createVar, style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { mediaQuery } from '../../tokens/breakpoints.ts';
import { radix } from '../../tokens/radix.css.ts';
import { nativeFocusRing } from '../private/styles.css.ts';

export const perView = createVar();
export const index = createVar();

export const root = style({ position: 'relative', display: 'grid', gap: radix.space[3] });

export const viewport = style({ overflow: 'hidden', borderRadius: radix.radius[4] });

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
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: radix.space[2],
});

export const dots = style({ display: 'flex', gap: radix.space[1] });

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
    selectors: {
      '&[aria-current="true"]::after': {
        backgroundColor: brand.color.solid,
        borderColor: brand.color.solid,
      },
    },
  },
]);

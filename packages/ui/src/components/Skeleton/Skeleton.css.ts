import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { brand } from '../../tokens/brand.css.ts';
import { mediaQuery } from '../../tokens/breakpoints.ts';
import { radix } from '../../tokens/radix.css.ts';

export const width = createVar();
export const height = createVar();

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = recipe({
  base: {
    display: 'block',
    width,
    height,
    backgroundColor: brand.color.surfaceMuted,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': { [mediaQuery.reducedMotion]: { animation: 'none' } },
  },
  variants: {
    shape: {
      rect: { borderRadius: radix.radius[3] },
      text: { borderRadius: radix.radius[1], height: '1em', marginBlock: '0.25em' },
      circle: { borderRadius: brand.radius.round, aspectRatio: '1' },
    },
  },
  defaultVariants: { shape: 'rect' },
});

export const group = style({ display: 'grid', gap: radix.space[2] });

import { keyframes, style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { mediaQuery } from '../../tokens/breakpoints.ts';
import { radix } from '../../tokens/radix.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: radix.space[2],
  color: brand.color.textMuted,
  fontSize: radix.font.size2,
});

export const ring = style({
  flexShrink: 0,
  width: '1.25em',
  height: '1.25em',
  borderRadius: brand.radius.round,
  border: `2px solid ${brand.color.border}`,
  borderTopColor: brand.color.solid,
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Slower, not stopped: a frozen ring would read as "nothing is happening".
    [mediaQuery.reducedMotion]: { animationDuration: '2.4s' },
  },
});

export const hiddenLabel = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

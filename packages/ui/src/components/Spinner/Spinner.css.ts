import { keyframes, style } from '@vanilla-extract/css';
import { radix } from '../../tokens/radix.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: radix.space[2],
  color: radix.color.grayText,
  fontSize: radix.font.size2,
});

export const ring = style({
  width: '1.25em',
  height: '1.25em',
  borderRadius: radix.radius.full,
  border: `2px solid ${radix.color.border}`,
  borderTopColor: radix.color.accent,
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
});

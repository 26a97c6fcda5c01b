import { keyframes, style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { mediaQuery } from '../../tokens/breakpoints.ts';
import { radix } from '../../tokens/radix.css.ts';
import { button } from '../private/Button.css.ts';
import { headingReset } from '../private/styles.css.ts';

const zoomIn = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' } });

export const panel = style({
  position: 'fixed',
  inset: 0,
  zIndex: 51,
  display: 'grid',
  placeItems: 'center',
  padding: radix.space[4],
  pointerEvents: 'none',
  selectors: {
    '&[data-entering]': {
      // Quicker than the sheet's 500 ms: a question should not keep anyone waiting.
      animation: `${zoomIn} 150ms cubic-bezier(0.16, 1, 0.3, 1)`,
    },
  },
  '@media': {
    [mediaQuery.reducedMotion]: {
      selectors: { '&[data-entering]': { animationDuration: '1ms' } },
    },
  },
});

export const dialog = style({
  pointerEvents: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: radix.space[3],
  width: '100%',
  maxWidth: '28rem',
  padding: radix.space[5],
  borderRadius: radix.radius[4],
  backgroundColor: brand.color.surface,
  color: brand.color.text,
  boxShadow: radix.shadow[5],
  outline: 'none',
});

export const title = style({ ...headingReset, fontSize: radix.font.size5 });

export const message = style({
  fontSize: radix.font.size3,
  lineHeight: radix.font.lineHeight3,
  color: brand.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: radix.space[2],
  marginTop: radix.space[2],
});

/** The confirming button of a destructive question: red text on a red wash, a red border. */
export const danger = style([
  button({ variant: 'outline' }),
  {
    backgroundColor: brand.color.dangerSurface,
    borderColor: brand.color.danger,
    color: brand.color.danger,
    selectors: { '&[data-hovered]': { backgroundColor: brand.color.dangerSurface } },
  },
]);

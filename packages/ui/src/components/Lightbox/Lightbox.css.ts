import { style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { mediaQuery } from '../../tokens/breakpoints.ts';
import { radix } from '../../tokens/radix.css.ts';

/** The dialog body: the picture above the Previous/Next buttons. */
export const layout = style({
  display: 'grid',
  gap: radix.space[3],
  height: '100%',
  gridTemplateRows: 'minmax(0, 1fr) auto',
});

/** Where the picture is swiped; it clips the picture as that follows the finger sideways. */
export const stage = style({
  height: '100%',
  minHeight: 0,
  overflow: 'hidden',
  // Sideways drags are the swipe; vertical scrolling and pinch zoom stay the browser's.
  touchAction: 'pan-y pinch-zoom',
  userSelect: 'none',
});

export const figure = style({
  display: 'grid',
  gap: radix.space[3],
  margin: 0,
  height: '100%',
  gridTemplateRows: 'minmax(0, 1fr) auto',
  // Follows the finger while dragging (set inline from the gesture), springs back otherwise.
  transform: 'translateX(var(--swipe-offset, 0px))',
  transition: 'transform 200ms ease-out',
  selectors: { '&[data-dragging]': { transition: 'none' } },
  '@media': {
    // The swipe still works; the picture just changes in place instead of sliding.
    [mediaQuery.reducedMotion]: { transform: 'none', transition: 'none' },
  },
});

export const image = style({
  width: '100%',
  height: '100%',
  minHeight: 0,
  objectFit: 'contain',
});

/** No box of its own: the `<img>` is laid out as the figure's child. */
export const picture = style({ display: 'contents' });

export const caption = style({ color: brand.color.textMuted, textAlign: 'center' });

export const controls = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: radix.space[3],
});

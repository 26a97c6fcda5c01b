import { style } from '@vanilla-extract/css';
import { brand, mediaQuery, radix } from '@tembo/ui/tokens';

/** Photo tiles: two columns on phones, three from the medium breakpoint. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: radix.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQuery.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: radix.space[4] },
  },
});

export const tile = style({
  position: 'relative',
  margin: 0,
  overflow: 'hidden',
  borderRadius: radix.radius[3],
});

export const caption = style({
  paddingBlock: radix.space[2],
  fontSize: radix.font.size2,
  color: brand.color.textMuted,
});

export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '4 / 3',
  padding: radix.space[3],
  borderRadius: radix.radius[3],
  backgroundColor: brand.color.surfaceMuted,
  color: brand.color.textMuted,
  fontSize: radix.font.size3,
  fontWeight: radix.font.weightMedium,
  textAlign: 'center',
});

/** The whole photo is the button that opens the lightbox. */
export const tileButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  borderRadius: radix.radius[3],
  overflow: 'hidden',
  background: 'none',
  cursor: 'zoom-in',
  ':focus-visible': { outline: `2px solid ${brand.color.focusRing}`, outlineOffset: '2px' },
});

/** Over a pressed photo while the lightbox's code is still on its way (a slow connection). */
export const opening = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: 0,
  aspectRatio: '4 / 3',
  display: 'grid',
  placeItems: 'center',
  borderRadius: radix.radius[3],
  backgroundColor: brand.color.scrim,
  pointerEvents: 'none',
});

export const pagination = style({
  display: 'flex',
  justifyContent: 'center',
  marginTop: radix.space[6],
});

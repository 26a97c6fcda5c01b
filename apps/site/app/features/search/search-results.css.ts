/** Site search results: a thumbnail beside the kind, title, price and excerpt. */
import { style } from '@vanilla-extract/css';
import { brand, mediaQuery, radix } from '@tembo/ui/tokens';

export const result = style({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  gap: radix.space[3],
  alignItems: 'start',
  '@media': {
    [mediaQuery.sm]: { gridTemplateColumns: '10rem minmax(0, 1fr)', gap: radix.space[4] },
  },
});

/** The thumbnail's frame: 16:10, whatever the picture, so the list never shifts. */
export const thumbnail = style({
  borderRadius: radix.radius[2],
  overflow: 'hidden',
  aspectRatio: '16 / 10',
  background: brand.color.surfaceMuted,
});

export const price = style({
  margin: 0,
  color: brand.color.text,
  fontWeight: radix.font.weightBold,
});

/** A searched word in a result, marked as a highlighter would. */
export const mark = style({
  background: brand.color.accentSurface,
  color: brand.color.onAccentSurface,
  borderRadius: radix.radius[1],
});

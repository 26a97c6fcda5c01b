import { globalStyle, style } from '@vanilla-extract/css';
import { brand, mediaQuery, radix } from '@tembo/ui/tokens';

export const figure = style({
  margin: 0,
  display: 'grid',
  gap: radix.space[4],
  '@media': { [mediaQuery.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

/** The picture's box keeps its ratio before any style or script: nothing shifts. */
export const svg = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '640 / 400',
  borderRadius: radix.radius[4],
  border: `1px solid ${brand.color.border}`,
  backgroundColor: brand.color.surfaceMuted,
});

export const line = style({
  fill: 'none',
  stroke: brand.color.textAccent,
  strokeWidth: 3,
  strokeDasharray: '8 6',
  strokeLinejoin: 'round',
});

export const stop = style({});
globalStyle(`${stop} circle`, {
  fill: brand.color.solid,
  stroke: brand.color.surface,
  strokeWidth: 3,
});

export const number = style({
  fill: brand.color.onSolid,
  fontSize: 14,
  fontWeight: 700,
  textAnchor: 'middle',
  dominantBaseline: 'central',
});

export const label = style({
  fill: brand.color.text,
  fontSize: 15,
  fontWeight: 600,
  paintOrder: 'stroke',
  stroke: brand.color.surfaceMuted,
  strokeWidth: 4,
  strokeLinejoin: 'round',
});

export const scale = style({});
globalStyle(`${scale} line`, { stroke: brand.color.text, strokeWidth: 2 });
globalStyle(`${scale} text`, {
  fill: brand.color.textMuted,
  fontSize: 13,
  textAnchor: 'middle',
});

export const north = style({ fill: brand.color.textMuted, fontSize: 14, textAnchor: 'end' });

export const caption = style({ alignSelf: 'center' });

export const stops = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: radix.space[2],
});

export const stopNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: '50%',
  backgroundColor: brand.color.solid,
  color: brand.color.onSolid,
  fontSize: radix.font.size1,
  fontWeight: 700,
});

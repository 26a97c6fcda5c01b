import { style } from '@vanilla-extract/css';
import { brand } from '../tokens/brand.css.ts';
import { mediaQuery } from '../tokens/breakpoints.ts';
import { radix } from '../tokens/radix.css.ts';

/** Light and dark side by side on a desktop, one above the other on a phone. */
export const themes = style({
  display: 'grid',
  gap: radix.space[4],
  '@media': { [mediaQuery.lg]: { gridTemplateColumns: '1fr 1fr' } },
});

/** One theme's panel: its own Radix token scope, so both themes show whatever the page's theme. */
export const panel = style({
  padding: radix.space[4],
  borderRadius: radix.radius[3],
  border: `1px solid ${brand.color.border}`,
  backgroundColor: brand.color.background,
  color: brand.color.text,
  fontFamily: radix.font.family,
  fontSize: radix.font.size2,
  minWidth: 0,
});

export const heading = style({
  margin: `0 0 ${radix.space[3]}`,
  fontSize: radix.font.size4,
  lineHeight: radix.font.lineHeight3,
});

export const tableWrap = style({ overflowX: 'auto', marginBottom: radix.space[4] });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: radix.font.size1,
});

export const cell = style({
  padding: `${radix.space[1]} ${radix.space[2]}`,
  borderBottom: `1px solid ${brand.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
});

export const muted = style({ color: brand.color.textMuted });

export const code = style({ fontFamily: 'ui-monospace, monospace', overflowWrap: 'anywhere' });

export const swatch = style({
  display: 'inline-block',
  width: radix.space[6],
  height: radix.space[6],
  borderRadius: radix.radius[2],
  border: `1px solid ${brand.color.border}`,
  verticalAlign: 'middle',
});

/** A sample of a pair: the foreground as text (or a bar) on the background. */
export const pairSample = style({
  display: 'inline-block',
  padding: `${radix.space[1]} ${radix.space[2]}`,
  borderRadius: radix.radius[2],
  fontWeight: radix.font.weightMedium,
});

export const bar = style({
  height: radix.space[3],
  backgroundColor: brand.color.solid,
  borderRadius: radix.radius[1],
});

export const box = style({
  width: radix.space[8],
  height: radix.space[8],
  backgroundColor: brand.color.accentSurface,
  border: `2px solid ${brand.color.borderControl}`,
});

export const shadowBox = style({
  width: radix.space[9],
  height: radix.space[8],
  backgroundColor: brand.color.surface,
  borderRadius: radix.radius[3],
});

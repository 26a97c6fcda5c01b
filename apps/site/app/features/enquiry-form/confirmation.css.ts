import { style } from '@vanilla-extract/css';
import { brand, radix } from '@tembo/ui/tokens';

export const confirmation = style({
  display: 'grid',
  gap: radix.space[3],
  maxWidth: '40rem',
  marginBottom: radix.space[5],
  padding: radix.space[4],
  borderRadius: radix.radius[3],
  border: `1px solid ${brand.color.border}`,
  backgroundColor: brand.color.surface,
  color: brand.color.text,
});

export const title = style({
  margin: 0,
  fontSize: radix.font.size5,
  lineHeight: radix.font.lineHeight5,
  ':focus': { outline: 'none' },
  ':focus-visible': { outline: `2px solid ${brand.color.focusRing}`, outlineOffset: '2px' },
});

export const text = style({
  margin: 0,
  fontSize: radix.font.size3,
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, max-content) 1fr',
  gap: `${radix.space[2]} ${radix.space[4]}`,
  margin: 0,
  fontSize: radix.font.size2,
});

/** A term and its detail: the grid's cells are theirs. */
export const row = style({
  display: 'contents',
});

export const term = style({
  color: brand.color.textMuted,
});

export const detail = style({
  margin: 0,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

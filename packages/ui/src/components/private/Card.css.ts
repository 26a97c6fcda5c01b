import { style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { radix } from '../../tokens/radix.css.ts';
import { headingReset } from './styles.css.ts';

/** The shell every content card shares. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  height: '100%',
  overflow: 'hidden',
  borderRadius: radix.radius[4],
  border: `1px solid ${brand.color.border}`,
  backgroundColor: brand.color.surface,
  boxShadow: radix.shadow[2],
  overflowWrap: 'anywhere',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: radix.space[2],
  padding: radix.space[4],
});

export const title = style({
  ...headingReset,
  fontSize: radix.font.size5,
  lineHeight: radix.font.lineHeight5,
});

export const meta = style({
  margin: 0,
  fontSize: radix.font.size2,
  color: brand.color.textMuted,
});

export const text = style({ margin: 0, color: brand.color.textMuted });

export const price = style({
  margin: 0,
  fontSize: radix.font.size5,
  fontWeight: radix.font.weightBold,
  color: brand.color.textAccent,
});

export const list = style({
  display: 'grid',
  gap: radix.space[1],
  margin: 0,
  paddingInlineStart: radix.space[5],
  color: brand.color.text,
});

/** Pushes the action to the card's bottom edge so a row of cards lines up. */
export const actions = style({ marginTop: 'auto', paddingTop: radix.space[2] });

export const noImage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '4 / 3',
  backgroundColor: brand.color.surfaceMuted,
  color: brand.color.textMuted,
  fontSize: radix.font.size2,
});

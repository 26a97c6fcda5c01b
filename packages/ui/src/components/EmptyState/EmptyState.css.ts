import { style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { radix } from '../../tokens/radix.css.ts';
import { headingReset } from '../private/styles.css.ts';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: radix.space[3],
  padding: `${radix.space[7]} ${radix.space[4]}`,
  textAlign: 'center',
  borderRadius: radix.radius[4],
  border: `1px dashed ${brand.color.border}`,
  overflowWrap: 'anywhere',
});

export const title = style({
  ...headingReset,
  fontSize: radix.font.size5,
  lineHeight: radix.font.lineHeight5,
});

export const description = style({
  margin: 0,
  maxWidth: '40rem',
  color: brand.color.textMuted,
});

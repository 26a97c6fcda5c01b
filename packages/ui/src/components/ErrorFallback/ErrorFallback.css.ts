import { style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { radix } from '../../tokens/radix.css.ts';
import { headingReset } from '../private/styles.css.ts';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: radix.space[4],
  maxWidth: '36rem',
  marginInline: 'auto',
  padding: `${radix.space[8]} ${radix.space[4]}`,
  textAlign: 'center',
});

export const icon = style({ color: brand.color.danger, fontSize: radix.font.size8 });

export const title = style({
  ...headingReset,
  fontSize: radix.font.size7,
  lineHeight: radix.font.lineHeight7,
});

export const text = style({ margin: 0, color: brand.color.textMuted });

import { style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { radix } from '../../tokens/radix.css.ts';

export const figure = style({
  display: 'grid',
  gap: radix.space[3],
  margin: 0,
  height: '100%',
  gridTemplateRows: 'minmax(0, 1fr) auto',
});

export const image = style({
  width: '100%',
  height: '100%',
  minHeight: 0,
  objectFit: 'contain',
});

export const caption = style({ color: brand.color.textMuted, textAlign: 'center' });

export const controls = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: radix.space[3],
});

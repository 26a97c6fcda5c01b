import { createVar, style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { radix } from '../../tokens/radix.css.ts';

export const aspectRatio = createVar();

export const frame = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio,
  overflow: 'hidden',
  backgroundColor: brand.color.surfaceMuted,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  opacity: 0,
  transition: 'opacity 200ms',
  selectors: { '&[data-loaded]': { opacity: 1 } },
});

export const cover = style({ objectFit: 'cover' });
export const contain = style({ objectFit: 'contain' });

export const center = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: radix.space[2],
  color: brand.color.textMuted,
  fontSize: radix.font.size2,
  textAlign: 'center',
});

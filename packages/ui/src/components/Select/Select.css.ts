import { style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { radix } from '../../tokens/radix.css.ts';
import { control } from '../private/Field.css.ts';

export const trigger = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: radix.space[2],
    textAlign: 'start',
    cursor: 'pointer',
    selectors: { '[data-invalid] &': { borderColor: brand.color.danger } },
  },
]);

export const placeholder = style({
  selectors: { '&[data-placeholder]': { color: brand.color.textMuted } },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: '20rem',
  overflowY: 'auto',
  padding: radix.space[1],
  borderRadius: radix.radius[3],
  border: `1px solid ${brand.color.border}`,
  backgroundColor: brand.color.surface,
  boxShadow: radix.shadow[4],
});

export const listBox = style({ outline: 'none' });

export const option = style({
  padding: `${radix.space[2]} ${radix.space[3]}`,
  borderRadius: radix.radius[2],
  color: brand.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': {
      backgroundColor: brand.color.accentSurface,
      color: brand.color.onAccentSurface,
    },
    '&[data-selected]': { fontWeight: radix.font.weightBold },
  },
});

export const chevron = style({ display: 'inline-flex', transform: 'rotate(90deg)' });

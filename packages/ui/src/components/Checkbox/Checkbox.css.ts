import { style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { radix } from '../../tokens/radix.css.ts';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: radix.space[2],
  color: brand.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' } },
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  marginTop: 2,
  borderRadius: radix.radius[1],
  border: `2px solid ${brand.color.borderControl}`,
  backgroundColor: brand.color.surface,
  color: brand.color.onSolid,
  selectors: {
    [`${checkbox}[data-selected] &`]: {
      backgroundColor: brand.color.solid,
      borderColor: brand.color.solid,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: brand.color.danger },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `2px solid ${brand.color.focusRing}`,
      outlineOffset: 2,
    },
  },
});

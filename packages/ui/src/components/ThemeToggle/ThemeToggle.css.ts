import { style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { radix } from '../../tokens/radix.css.ts';
import { nativeHover } from '../private/hover.ts';
import { nativeFocusRing } from '../private/styles.css.ts';

export const group = style({
  display: 'inline-flex',
  padding: 2,
  gap: 2,
  borderRadius: brand.radius.round,
  border: `1px solid ${brand.color.border}`,
  backgroundColor: brand.color.surface,
});

export const option = style([
  nativeFocusRing,
  nativeHover({ color: brand.color.text }, '[aria-checked="true"]'),
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: radix.space[6],
    height: radix.space[6],
    padding: 0,
    border: 'none',
    borderRadius: brand.radius.round,
    backgroundColor: 'transparent',
    color: brand.color.textMuted,
    cursor: 'pointer',
    selectors: {
      '&[aria-checked="true"]': {
        backgroundColor: brand.color.accentSurface,
        color: brand.color.onAccentSurface,
      },
    },
  },
]);

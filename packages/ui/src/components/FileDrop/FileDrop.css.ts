import { style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { radix } from '../../tokens/radix.css.ts';
import { focusRing } from '../private/styles.css.ts';

export const zone = style([
  focusRing,
  {
    display: 'grid',
    justifyItems: 'center',
    gap: radix.space[2],
    padding: radix.space[5],
    border: `2px dashed ${brand.color.borderControl}`,
    borderRadius: radix.radius[4],
    backgroundColor: brand.color.surface,
    color: brand.color.textMuted,
    textAlign: 'center',
    selectors: {
      '&[data-drop-target]': {
        borderColor: brand.color.solid,
        backgroundColor: brand.color.accentSurface,
        color: brand.color.onAccentSurface,
      },
      '&[data-invalid]': { borderColor: brand.color.danger },
    },
  },
]);

export const files = style({
  margin: 0,
  paddingInlineStart: radix.space[5],
  color: brand.color.text,
  overflowWrap: 'anywhere',
});

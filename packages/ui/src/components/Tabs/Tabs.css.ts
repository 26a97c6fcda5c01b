import { style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { radix } from '../../tokens/radix.css.ts';
import { focusRing } from '../private/styles.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: radix.space[3] });

export const list = style({
  display: 'flex',
  gap: radix.space[1],
  borderBottom: `1px solid ${brand.color.border}`,
});

export const tab = style([
  focusRing,
  {
    marginBottom: -1,
    paddingBlock: radix.space[2],
    paddingInline: radix.space[3],
    borderBottom: '2px solid transparent',
    borderTopLeftRadius: radix.radius[2],
    borderTopRightRadius: radix.radius[2],
    color: brand.color.textMuted,
    fontSize: radix.font.size2,
    fontWeight: radix.font.weightMedium,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { color: brand.color.text, backgroundColor: brand.color.surfaceMuted },
      '&[data-selected]': { color: brand.color.text, borderBottomColor: brand.color.solid },
    },
  },
]);

export const panel = style([
  focusRing,
  {
    borderRadius: radix.radius[2],
    selectors: { '&[inert]': { display: 'none' } },
  },
]);

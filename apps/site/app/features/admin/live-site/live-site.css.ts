/** The "Live site" indicator in the admin header: one line of state, a detail and an action. */
import { style } from '@vanilla-extract/css';
import { brand, radix } from '@tembo/ui/tokens';

export const indicator = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: radix.space[2],
  margin: 0,
  fontSize: radix.font.size2,
  lineHeight: radix.font.lineHeight2,
});

export const state = style({ display: 'flex', flexDirection: 'column' });

export const label = style({ fontWeight: radix.font.weightMedium });

export const detail = style({ color: brand.color.textMuted });

export const failed = style({ color: brand.color.danger });

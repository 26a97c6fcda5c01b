import { style } from '@vanilla-extract/css';
import { brand, radix } from '@tembo/ui/tokens';

export const denied = style({
  maxWidth: '40rem',
  marginInline: 'auto',
  paddingBlock: radix.space[9],
  paddingInline: radix.space[4],
  textAlign: 'center',
});

export const deniedText = style({
  marginBlock: radix.space[4],
  fontSize: radix.font.size4,
});

export const deniedMuted = style({
  margin: 0,
  color: brand.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: radix.space[3],
  marginTop: radix.space[6],
});

import { style } from '@vanilla-extract/css';
import { brand, radix } from '@tembo/ui/tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: radix.space[4],
  maxWidth: '28rem',
  marginInline: 'auto',
  paddingBlock: radix.space[8],
  paddingInline: radix.space[4],
});

export const title = style({
  margin: 0,
  fontSize: radix.font.size7,
  lineHeight: radix.font.lineHeight7,
  fontWeight: radix.font.weightBold,
});

export const lead = style({ margin: 0, color: brand.color.textMuted });

export const callbackError = style({
  margin: 0,
  padding: radix.space[3],
  borderRadius: radix.radius[3],
  backgroundColor: brand.color.dangerSurface,
  color: brand.color.danger,
  fontWeight: radix.font.weightMedium,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: radix.space[3],
  padding: radix.space[4],
  border: `1px solid ${brand.color.border}`,
  borderRadius: radix.radius[3],
  backgroundColor: brand.color.surface,
});

export const panelTitle = style({
  margin: 0,
  fontSize: radix.font.size4,
  fontWeight: radix.font.weightBold,
});

export const summary = style({
  cursor: 'pointer',
  fontSize: radix.font.size3,
  fontWeight: radix.font.weightBold,
  borderRadius: radix.radius[2],
  ':focus-visible': { outline: `2px solid ${brand.color.focusRing}`, outlineOffset: '2px' },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: radix.space[3] });

export const formError = style({
  margin: 0,
  color: brand.color.danger,
  fontWeight: radix.font.weightMedium,
});

export const sent = style({ margin: 0 });

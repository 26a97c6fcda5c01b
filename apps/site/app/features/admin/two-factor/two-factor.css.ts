import { style } from '@vanilla-extract/css';
import { brand, radix } from '@tembo/ui/tokens';

/** The gate's page outside the admin frame (sign-in step, or enrolment the rule requires). */
export const gate = style({
  maxWidth: '36rem',
  marginInline: 'auto',
  paddingBlock: radix.space[9],
  paddingInline: radix.space[4],
});

export const text = style({ marginBlock: radix.space[3] });

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: radix.space[4],
  maxWidth: '36rem',
});

export const codeForm = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: radix.space[3],
  maxWidth: '20rem',
});

/** The QR code on white whatever the theme, so every authenticator app reads it. */
export const qr = style({
  display: 'block',
  width: '12rem',
  height: '12rem',
  padding: radix.space[2],
  backgroundColor: '#ffffff',
  borderRadius: radix.radius[2],
  border: `1px solid ${brand.color.border}`,
});

export const key = style({
  display: 'inline-block',
  padding: radix.space[2],
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: radix.font.size3,
  letterSpacing: '0.08em',
  wordBreak: 'break-all',
  backgroundColor: brand.color.surfaceMuted,
  borderRadius: radix.radius[2],
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: radix.space[3],
  marginTop: radix.space[5],
});

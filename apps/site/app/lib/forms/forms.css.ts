import { style } from '@vanilla-extract/css';
import { brand, mediaQuery, radix } from '@tembo/ui/tokens';

/** Off-screen rather than display:none: some bots skip fields they can tell are hidden. */
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});

export const form = style({
  display: 'grid',
  gap: radix.space[4],
  maxWidth: '40rem',
});

/**
 * Two fields side by side from the medium breakpoint (dates, party size), each as tall as its own
 * content: a message under one leaves the other alone.
 */
export const row = style({
  display: 'grid',
  alignItems: 'start',
  gap: radix.space[4],
  '@media': { [mediaQuery.md]: { gridTemplateColumns: '1fr 1fr' } },
});

/** A refusal that is about no single field, above the submit button. */
export const formError = style({
  margin: 0,
  padding: radix.space[3],
  borderRadius: radix.radius[3],
  backgroundColor: brand.color.dangerSurface,
  color: brand.color.danger,
  fontSize: radix.font.size2,
});

export const note = style({
  margin: 0,
  fontSize: radix.font.size2,
  color: brand.color.textMuted,
});

/** The challenge the enquiry form asks for past a spam cap. */
export const challenge = style({
  display: 'grid',
  gap: radix.space[3],
  padding: radix.space[4],
  borderRadius: radix.radius[3],
  border: `1px solid ${brand.color.border}`,
});

export const challengeTitle = style({
  margin: 0,
  fontSize: radix.font.size3,
  ':focus-visible': { outline: `2px solid ${brand.color.focusRing}`, outlineOffset: '2px' },
});

export const challengeText = style({
  margin: 0,
  fontSize: radix.font.size2,
});

/** Other ways to reach the office, under a refusal. */
export const otherWays = style({
  margin: `${radix.space[2]} 0 0`,
});

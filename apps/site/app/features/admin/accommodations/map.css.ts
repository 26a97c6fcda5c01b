import { style } from '@vanilla-extract/css';
import { brand, radix } from '@tembo/ui/tokens';

export const frame = style({
  position: 'relative',
  height: '20rem',
  overflow: 'hidden',
  border: `1px solid ${brand.color.border}`,
  borderRadius: radix.radius[3],
  backgroundColor: brand.color.surfaceMuted,
  // Leaflet's panes stack up to z-index 1000; keep them under the sticky save bar.
  isolation: 'isolate',
});

export const map = style({ width: '100%', height: '100%' });

/** The draggable marker's element (leaflet positions it with an inline transform). */
export const marker = style({
  background: 'none',
  border: 'none',
  cursor: 'grab',
  ':focus-visible': { outline: `3px solid ${brand.color.focusRing}`, outlineOffset: '2px' },
});

/** The pin drawn inside it: a rotated square with one sharp corner at the position. */
export const pin = style({
  display: 'block',
  width: 24,
  height: 24,
  borderRadius: '50% 50% 50% 0',
  transform: 'rotate(-45deg)',
  backgroundColor: brand.color.solid,
  border: `2px solid ${brand.color.text}`,
  boxShadow: radix.shadow[3],
});

export const unavailable = style({
  margin: 0,
  padding: radix.space[3],
  color: brand.color.textMuted,
});

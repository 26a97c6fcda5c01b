import { style } from '@vanilla-extract/css';
import { brand, radix } from '@tembo/ui/tokens';

/** The map's box: its size is reserved before the map loads, so nothing shifts. */
export const frame = style({
  position: 'relative',
  height: '22rem',
  marginBlock: radix.space[4],
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  borderRadius: radix.radius[4],
  border: `1px solid ${brand.color.border}`,
  backgroundColor: brand.color.surfaceMuted,
  // Leaflet's panes stack up to z-index 1000; keep them under the sticky header.
  isolation: 'isolate',
});

/** The marker's colours come from the theme (CSS beats Leaflet's SVG attributes). */
export const marker = style({
  fill: brand.color.solid,
  stroke: brand.color.onSolid,
});

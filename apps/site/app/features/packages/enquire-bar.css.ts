import { style } from '@vanilla-extract/css';
import { brand, mediaQuery, radix } from '@tembo/ui/tokens';

/**
 * Sticky, not fixed: it stays at the bottom of the screen while the article goes on below it, and
 * rests in its place at the article's end, so the footer and the last call to action are never
 * under it.
 */
export const bar = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: 30,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: radix.space[3],
  marginBlockStart: radix.space[6],
  paddingBlock: radix.space[3],
  paddingInline: radix.space[4],
  paddingBlockEnd: `calc(${radix.space[3]} + env(safe-area-inset-bottom, 0px))`,
  backgroundColor: brand.color.surface,
  borderBlockStart: `1px solid ${brand.color.border}`,
  boxShadow: radix.shadow[3],
  '@media': { [mediaQuery.md]: { display: 'none' } },
});

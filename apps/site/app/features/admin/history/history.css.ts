import { style } from '@vanilla-extract/css';
import { brand, radix } from '@tembo/ui/tokens';

export const entries = style({
  display: 'grid',
  gap: radix.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({
  display: 'grid',
  justifyItems: 'start',
  gap: radix.space[2],
  paddingBlock: radix.space[3],
  borderBottom: `1px solid ${brand.color.border}`,
});

export const summary = style({ margin: 0 });

export const diff = style({ width: '100%' });

export const value = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: '24rem' });

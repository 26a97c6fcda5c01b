import { style, styleVariants } from '@vanilla-extract/css';
import { brand } from '../tokens/brand.css.ts';
import { radix } from '../tokens/radix.css.ts';

export const swatchNames = [
  'solid',
  'textAccent',
  'text',
  'textMuted',
  'background',
  'surface',
  'border',
  'danger',
] as const satisfies (keyof typeof brand.color)[];

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: radix.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: radix.space[2],
  fontSize: radix.font.size2,
});

export const swatch = styleVariants(
  Object.fromEntries(swatchNames.map((name) => [name, name])) as Record<
    (typeof swatchNames)[number],
    (typeof swatchNames)[number]
  >,
  (name) => ({
    width: radix.space[6],
    height: radix.space[6],
    borderRadius: radix.radius[2],
    border: `1px solid ${brand.color.border}`,
    backgroundColor: brand.color[name],
  }),
);

import { style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { mediaQuery } from '../../tokens/breakpoints.ts';
import { column, columnStyle } from '../../tokens/layout.ts';
import { radix } from '../../tokens/radix.css.ts';
import { headingReset, nativeFocusRing } from '../private/styles.css.ts';

export const footer = style({
  borderTop: `1px solid ${brand.color.border}`,
  backgroundColor: brand.color.surface,
  color: brand.color.text,
});

// The page's column, as the header's and the content's (docs/decisions.md#one-column).
export const inner = style({
  ...columnStyle,
  display: 'grid',
  gap: radix.space[6],
  paddingBlock: radix.space[7],
  '@media': {
    [mediaQuery.md]: {
      paddingInline: column.gutterWide,
      gridTemplateColumns: '2fr 1fr 1fr',
      paddingBlock: radix.space[8],
    },
  },
});

export const heading = style({
  ...headingReset,
  marginBottom: radix.space[3],
  fontSize: radix.font.size4,
});

export const text = style({ margin: 0, color: brand.color.textMuted, overflowWrap: 'anywhere' });

export const list = style({
  display: 'grid',
  gap: radix.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style([
  nativeFocusRing,
  {
    color: brand.color.text,
    textDecoration: 'none',
    borderRadius: radix.radius[1],
    selectors: { '&:hover': { color: brand.color.textAccent, textDecoration: 'underline' } },
  },
]);

export const social = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: radix.space[2],
  margin: 0,
  marginTop: radix.space[4],
  padding: 0,
  listStyle: 'none',
});

export const socialLink = style([
  nativeFocusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: radix.space[7],
    height: radix.space[7],
    borderRadius: brand.radius.round,
    border: `1px solid ${brand.color.border}`,
    color: brand.color.text,
    selectors: { '&:hover': { color: brand.color.textAccent } },
  },
]);

export const bottom = style({
  borderTop: `1px solid ${brand.color.border}`,
  padding: `${radix.space[4]}`,
  textAlign: 'center',
  fontSize: radix.font.size2,
  color: brand.color.textMuted,
});

export const address = style([list, { fontStyle: 'normal' }]);

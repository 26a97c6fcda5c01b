import { globalStyle, style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { mediaQuery } from '../../tokens/breakpoints.ts';
import { column, columnStyle } from '../../tokens/layout.ts';
import { radix } from '../../tokens/radix.css.ts';
import { sharedHover } from '../private/hover.ts';
import { nativeFocusRing, sharedFocusRing } from '../private/styles.css.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 30,
  borderBottom: `1px solid ${brand.color.border}`,
  backgroundColor: brand.color.background,
});

/**
 * The page's own column (docs/decisions.md#one-column), so the brand, the navigation and the
 * actions line up with the content under them at every width.
 */
export const inner = style({
  ...columnStyle,
  display: 'flex',
  alignItems: 'center',
  gap: radix.space[3],
  minHeight: radix.space[9],
  '@media': {
    // Two rows: the brand and actions, then the nine entries across the column.
    [mediaQuery.md]: {
      paddingInline: column.gutterWide,
      flexWrap: 'wrap',
      rowGap: radix.space[1],
      paddingBlock: radix.space[2],
    },
  },
});

export const brandLink = style([
  nativeFocusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: radix.space[2],
    minWidth: 0,
    marginInlineEnd: 'auto',
    borderRadius: radix.radius[2],
    color: brand.color.text,
    fontFamily: brand.font.display,
    fontSize: radix.font.size4,
    fontWeight: radix.font.weightBold,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    '@media': { [mediaQuery.md]: { fontSize: radix.font.size5 } },
  },
]);

/** One line always: a name too long for a phone ends in an ellipsis instead of wrapping. */
export const brandName = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const logo = style({ width: 36, height: 36, objectFit: 'contain', flexShrink: 0 });

/**
 * The header has two layouts. Compact, below `md`: the brand, the theme toggle and 'Toggle
 * menu'. Two rows, from `md` (768px, where docs/product-rules.md#navigation wants the entries
 * inline): the brand, the search field, 'Book Now' and the theme toggle, then the nine entries on a
 * line of their own, as wide as the content column. One row would need 1,357px with DejaVu Sans,
 * more than the 1,088px column holds.
 */
export const fullOnly = style({
  display: 'none',
  '@media': {
    // Last in the row and the whole width, so the wrap puts it on the second line.
    [mediaQuery.md]: { display: 'flex', order: 1, flexBasis: '100%' },
  },
});

export const compactOnly = style({
  '@media': { [mediaQuery.md]: { display: 'none' } },
});

/** Search and 'Book Now' join the row once a tablet has room for them. */
export const fromTablet = style({
  display: 'none',
  '@media': { [mediaQuery.md]: { display: 'flex' } },
});

/**
 * The search slot takes the room left in the row, up to a comfortable width, and never less than
 * its placeholder needs (the brand's name gives way first).
 */
export const search = style({
  display: 'none',
  flex: '1 1 auto',
  minWidth: '13rem',
  maxWidth: '20rem',
  '@media': {
    // A grid, so the field stretches to the slot's width.
    [mediaQuery.md]: { display: 'grid' },
  },
});

export const navList = style({
  display: 'flex',
  flex: '1 1 auto',
  alignItems: 'center',
  // Spread over the second row; no gap, so the nine fit at 768px with a scrollbar (703px).
  justifyContent: 'space-between',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The header's plain links and the mobile menu's react-aria links (menuLink) share it. */
const linkBase = style([
  sharedFocusRing,
  sharedHover({ color: brand.color.textAccent }),
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: radix.space[6],
    paddingInline: radix.space[2],
    borderRadius: radix.radius[2],
    color: brand.color.text,
    fontSize: radix.font.size2,
    fontWeight: radix.font.weightMedium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    selectors: {
      '&[aria-current="page"]': {
        color: brand.color.textAccent,
        boxShadow: `inset 0 -2px 0 ${brand.color.textAccent}`,
      },
    },
  },
]);

/** Inline entries: narrow padding, so nine fit on one line at 768px. */
export const navLink = style([linkBase, { paddingInline: radix.space[1] }]);

export const actions = style({
  display: 'flex',
  flexShrink: 0,
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: radix.space[2],
  // From a tablet up the search field gives way first; on a phone the brand does.
  // Its minimum stays its content's, so a long business name is what shortens.
  '@media': { [mediaQuery.md]: { flex: '1 1 0' } },
});

export const menuList = style({
  display: 'grid',
  gap: radix.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const menuLink = style([
  linkBase,
  {
    display: 'flex',
    minHeight: radix.space[7],
    fontSize: radix.font.size3,
    selectors: {
      '&[aria-current="page"]': {
        boxShadow: `inset 3px 0 0 ${brand.color.textAccent}`,
        backgroundColor: brand.color.accentSurface,
        color: brand.color.onAccentSurface,
      },
    },
  },
]);

export const menuSearch = style({ marginBottom: radix.space[4] });

export const fullWidth = style({ display: 'grid' });

/**
 * The row is shown once it is whole. On a slow CPU the browser's parser yields mid-document and
 * the page is painted with what has been parsed: the search field alone, right-aligned, then moved
 * left when 'Book Now' and the theme toggle arrived, a layout shift (docs/decisions.md#no-layout-shift). The menu button is the row's
 * last element, so until it exists the row keeps its place but draws nothing (a browser without
 * `:has()` drops the rule and draws the row as it comes).
 */
globalStyle(`${inner}:not(:has(${compactOnly}))`, { visibility: 'hidden' });

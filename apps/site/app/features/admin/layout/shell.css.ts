/**
 * The admin frame: header across the top, the navigation as a sidebar from 768px up (a row that
 * scrolls sideways above the content on phones), the page in the main area. Only places ui components.
 */
import { style } from '@vanilla-extract/css';
import { brand, mediaQuery, radix } from '@tembo/ui/tokens';

export const shell = style({
  minHeight: '100vh',
  backgroundColor: brand.color.background,
  color: brand.color.text,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: radix.space[3],
  paddingBlock: radix.space[3],
  paddingInline: radix.space[4],
  borderBottom: `1px solid ${brand.color.border}`,
  backgroundColor: brand.color.surface,
});

export const brandLink = style({
  fontSize: radix.font.size5,
  fontWeight: radix.font.weightBold,
  color: brand.color.text,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${brand.color.focusRing}`, outlineOffset: '2px' },
});

export const headerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: radix.space[3],
});

export const user = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  fontSize: radix.font.size2,
  lineHeight: radix.font.lineHeight2,
});

export const userEmail = style({ fontWeight: radix.font.weightMedium });

export const role = style({ color: brand.color.textMuted, textTransform: 'capitalize' });

export const body = style({
  display: 'grid',
  // minmax(0, …): the phone's one-row navigation scrolls inside its column, it does not widen it.
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQuery.md]: { gridTemplateColumns: '14rem 1fr' } },
});

export const nav = style({
  minWidth: 0,
  borderBottom: `1px solid ${brand.color.border}`,
  paddingBlock: radix.space[2],
  paddingInline: radix.space[3],
  '@media': {
    [mediaQuery.md]: {
      borderBottom: 'none',
      borderRight: `1px solid ${brand.color.border}`,
      paddingBlock: radix.space[4],
      minHeight: 'calc(100vh - 4rem)',
    },
  },
});

/**
 * On phones one row that scrolls sideways (the entries do not fit, and wrapped they took three
 * rows above every page); from `md` the sidebar's column.
 */
export const navList = style({
  display: 'flex',
  gap: radix.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  whiteSpace: 'nowrap',
  scrollbarWidth: 'thin',
  '@media': {
    [mediaQuery.md]: { flexDirection: 'column', overflowX: 'visible', whiteSpace: 'normal' },
  },
});

export const navLink = style({
  display: 'block',
  paddingBlock: radix.space[2],
  paddingInline: radix.space[3],
  borderRadius: radix.radius[2],
  color: brand.color.text,
  textDecoration: 'none',
  fontSize: radix.font.size2,
  ':hover': { backgroundColor: brand.color.surfaceMuted },
  ':focus-visible': { outline: `2px solid ${brand.color.focusRing}`, outlineOffset: '2px' },
  selectors: {
    '&[aria-current="page"]': {
      backgroundColor: brand.color.accentSurface,
      color: brand.color.onAccentSurface,
      fontWeight: radix.font.weightMedium,
    },
  },
});

export const main = style({
  minWidth: 0,
  paddingBlock: radix.space[5],
  paddingInline: radix.space[4],
  ':focus': { outline: 'none' },
  ':focus-visible': { outline: `2px solid ${brand.color.focusRing}`, outlineOffset: '-2px' },
  '@media': { [mediaQuery.md]: { paddingInline: radix.space[6] } },
});

/** Positioned: the containing block of its visually hidden 'Loading...' text. */
export const contentSkeleton = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: radix.space[4],
});

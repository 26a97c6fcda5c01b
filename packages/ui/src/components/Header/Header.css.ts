import { style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { mediaQuery } from '../../tokens/breakpoints.ts';
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

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: radix.space[3],
  maxWidth: '80rem',
  minHeight: radix.space[9],
  marginInline: 'auto',
  paddingInline: radix.space[3],
  '@media': { [mediaQuery.md]: { paddingInline: radix.space[5], gap: radix.space[4] } },
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
    fontSize: radix.font.size4,
    fontWeight: radix.font.weightBold,
    textDecoration: 'none',
  },
]);

export const logo = style({ width: 36, height: 36, objectFit: 'contain', flexShrink: 0 });

export const desktopOnly = style({
  display: 'none',
  '@media': { [mediaQuery.md]: { display: 'flex' } },
});

export const mobileOnly = style({
  '@media': { [mediaQuery.md]: { display: 'none' } },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: radix.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The header's plain links and the mobile menu's react-aria links (menuLink) share it. */
export const navLink = style([
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

export const actions = style({ display: 'flex', alignItems: 'center', gap: radix.space[2] });

export const menuList = style({
  display: 'grid',
  gap: radix.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const menuLink = style([
  navLink,
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

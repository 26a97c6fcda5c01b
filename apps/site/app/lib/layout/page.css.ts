/**
 * The site's page layout: width, rhythm and type of the content between header and footer.
 * Components come from @tembo/ui and are never restyled here; these classes only place them.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { brand, columnStyle, mediaQuery, radix } from '@tembo/ui/tokens';
import { visuallyHiddenRules } from './visually-hidden.ts';

/** The one column of the header and every page (docs/decisions.md#one-column). */
export const container = style(columnStyle);

export const main = style({
  display: 'block',
  paddingBottom: radix.space[9],
  ':focus': { outline: 'none' },
  ':focus-visible': { outline: `2px solid ${brand.color.focusRing}`, outlineOffset: '-2px' },
});

/**
 * Whatever keyboard focus (or a #fragment link) scrolls into view stops clear of the sticky
 * header above and the floating WhatsApp button below instead of sliding under them (WCAG
 * 2.4.11). On every element inside the theme, where the Radix spacing variables resolve.
 */
globalStyle('.radix-themes *', {
  scrollMarginTop: `calc(${radix.space[9]} + ${radix.space[3]})`,
  scrollMarginBottom: `calc(${radix.space[9]} + ${radix.space[3]})`,
});

export const pageHeader = style({
  paddingBlock: radix.space[7],
  '@media': { [mediaQuery.md]: { paddingBlock: radix.space[8] } },
});

export const title = style({
  margin: 0,
  fontFamily: brand.font.display,
  fontSize: radix.font.size7,
  lineHeight: radix.font.lineHeight7,
  fontWeight: radix.font.weightBold,
  letterSpacing: '-0.02em',
  '@media': { [mediaQuery.md]: { fontSize: radix.font.size8 } },
});

export const lead = style({
  margin: 0,
  marginTop: radix.space[3],
  maxWidth: '48rem',
  fontSize: radix.font.size4,
  lineHeight: 1.6,
  color: brand.color.textMuted,
});

export const section = style({
  paddingBlock: radix.space[6],
  '@media': { [mediaQuery.md]: { paddingBlock: radix.space[8] } },
});

/** A section right under the page header: the header's own padding already separates them. */
export const sectionAfterHeader = style({
  paddingTop: 0,
  '@media': { [mediaQuery.md]: { paddingTop: 0 } },
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: radix.space[3],
  marginBottom: radix.space[5],
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: brand.font.display,
  fontSize: radix.font.size6,
  lineHeight: 1.25,
  fontWeight: radix.font.weightBold,
  '@media': { [mediaQuery.md]: { fontSize: radix.font.size7 } },
});

export const subTitle = style({
  margin: 0,
  marginBottom: radix.space[2],
  fontSize: radix.font.size5,
  lineHeight: 1.3,
  fontWeight: radix.font.weightBold,
});

export const text = style({
  margin: 0,
  marginBottom: radix.space[3],
  fontSize: radix.font.size3,
  lineHeight: 1.65,
});

export const muted = style({ color: brand.color.textMuted });

/**
 * Cards in one column on phones, two from `sm`, three from `lg`, and never one card alone on a
 * row (docs/decisions.md#card-grids): the track has six columns and each card spans three or
 * two of them. When the count would leave one card alone, the last cards share their rows
 * differently: with two per row, the last three sit three to a row; with three per row, the
 * last four sit two to a row. CSS counts the cards (`:has` with `:nth-child`), so the
 * prerendered HTML already has the final layout.
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: radix.space[5],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQuery.sm]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

globalStyle(`${grid} > *`, {
  '@media': {
    [mediaQuery.sm]: { gridColumn: 'span 3' },
    [mediaQuery.lg]: { gridColumn: 'span 2' },
  },
});
globalStyle(
  `${grid}:has(> :last-child:nth-child(2n + 1):not(:first-child)) > :nth-last-child(-n + 3)`,
  {
    '@media': { [mediaQuery.sm]: { gridColumn: 'span 2' } },
  },
);
globalStyle(
  `${grid}:has(> :last-child:nth-child(3n + 1):not(:first-child)) > :nth-last-child(-n + 4)`,
  {
    '@media': { [mediaQuery.lg]: { gridColumn: 'span 3' } },
  },
);

/** Text beside an image or a list, stacked on phones. */
export const split = style({
  display: 'grid',
  gap: radix.space[6],
  alignItems: 'start',
  '@media': { [mediaQuery.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

/** Sections one under the other in a column of `split`. */
export const stack = style({
  display: 'grid',
  gap: radix.space[5],
});

export const list = style({
  margin: 0,
  paddingLeft: radix.space[5],
  fontSize: radix.font.size3,
  lineHeight: 1.65,
});

export const panel = style({
  padding: radix.space[5],
  borderRadius: radix.radius[4],
  backgroundColor: brand.color.surface,
  border: `1px solid ${brand.color.border}`,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: radix.space[3],
  marginTop: radix.space[5],
});

export const callToAction = style({
  marginTop: radix.space[6],
  padding: radix.space[6],
  borderRadius: radix.radius[5],
  backgroundColor: brand.color.accentSurface,
  textAlign: 'center',
});

export const link = style({
  color: brand.color.textAccent,
  fontWeight: radix.font.weightMedium,
  textUnderlineOffset: '0.2em',
  ':hover': { color: brand.color.textAccentHover },
});

/** A page that is read, not scanned (a blog post): one centred column of reading width. */
export const reading = style({ maxWidth: '48rem', marginInline: 'auto' });

/** A row of filter links (package categories); the current one is marked with aria-current. */
export const filterList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: radix.space[2],
  margin: 0,
  marginBottom: radix.space[6],
  padding: 0,
  listStyle: 'none',
});

export const filterLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: radix.space[4],
  borderRadius: brand.radius.round,
  border: `1px solid ${brand.color.borderControl}`,
  color: brand.color.text,
  fontSize: radix.font.size2,
  fontWeight: radix.font.weightMedium,
  textDecoration: 'none',
  ':hover': { backgroundColor: brand.color.accentSurface },
  ':focus-visible': { outline: `2px solid ${brand.color.focusRing}`, outlineOffset: '2px' },
  selectors: {
    '&[aria-current="page"]': {
      backgroundColor: brand.color.solid,
      borderColor: brand.color.solid,
      color: brand.color.onSolid,
    },
  },
});

/** Facts under a title: duration, price, location. */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${radix.space[2]} ${radix.space[5]}`,
  margin: 0,
  marginTop: radix.space[4],
  padding: 0,
  listStyle: 'none',
  fontSize: radix.font.size3,
  color: brand.color.textMuted,
});

export const factValue = style({
  color: brand.color.text,
  fontWeight: radix.font.weightBold,
});

/** A rating in the facts: its words, then the stars, on one line. */
export const rating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: radix.space[2],
});

export const backLink = style({
  display: 'inline-block',
  marginBottom: radix.space[3],
  fontSize: radix.font.size2,
});

/** The wide picture at the top of a detail page. */
export const heroImage = style({
  overflow: 'hidden',
  borderRadius: radix.radius[4],
  marginBottom: radix.space[6],
});

/** Two lists side by side from the medium breakpoint (inclusions and exclusions). */
export const columns = style({
  display: 'grid',
  gap: radix.space[6],
  '@media': { [mediaQuery.md]: { gridTemplateColumns: '1fr 1fr' } },
});

/** The day-by-day itinerary. */
export const timeline = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: radix.space[4],
});

export const timelineDay = style({
  paddingLeft: radix.space[4],
  borderLeft: `3px solid ${brand.color.solid}`,
});

export const timelineMeta = style({
  margin: 0,
  fontSize: radix.font.size2,
  color: brand.color.textMuted,
});

export const centeredActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: radix.space[3],
  marginTop: radix.space[4],
});

export const address = style({
  margin: 0,
  marginBottom: radix.space[3],
  fontStyle: 'normal',
  fontSize: radix.font.size3,
  lineHeight: 1.65,
});

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = style(visuallyHiddenRules);

/**
 * Hidden on phones: the floating WhatsApp button on a page whose own bar offers WhatsApp (the
 * package page's Enquire bar), so the two never double up (docs/decisions.md#enquire-bar).
 */
export const desktopOnly = style({
  display: 'none',
  '@media': { [mediaQuery.md]: { display: 'contents' } },
});

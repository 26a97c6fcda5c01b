/** Layout of the admin pages' content: headers, tables, cards and form sections. */
import { globalStyle, style } from '@vanilla-extract/css';
import { brand, mediaQuery, radix } from '@tembo/ui/tokens';
import { visuallyHiddenRules } from '../../../lib/layout/visually-hidden.ts';

/** Hidden on screen, read by screen readers: the one the public pages use. */
export { visuallyHidden } from '../../../lib/layout/page.css.ts';

export const pageHeader = style({ marginBottom: radix.space[5] });

export const back = style({ marginBottom: radix.space[2], fontSize: radix.font.size2 });

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: radix.space[3],
});

export const title = style({
  margin: 0,
  fontSize: radix.font.size7,
  lineHeight: radix.font.lineHeight7,
  fontWeight: radix.font.weightBold,
  // Focused from script when what had focus went away (page-title.ts): the site's ring, not the UA's.
  ':focus': { outline: 'none' },
  ':focus-visible': { outline: `2px solid ${brand.color.focusRing}`, outlineOffset: '2px' },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: radix.space[2] });

export const description = style({
  margin: 0,
  marginTop: radix.space[2],
  maxWidth: '48rem',
  color: brand.color.textMuted,
});

export const link = style({
  color: brand.color.textAccent,
  textDecorationThickness: '1px',
  textUnderlineOffset: '2px',
  ':hover': { color: brand.color.textAccentHover },
  ':focus-visible': { outline: `2px solid ${brand.color.focusRing}`, outlineOffset: '2px' },
});

export const section = style({ marginBlock: radix.space[6] });

export const sectionTitle = style({
  margin: 0,
  marginBottom: radix.space[3],
  fontSize: radix.font.size5,
  fontWeight: radix.font.weightBold,
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: radix.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: radix.space[1],
  height: '100%',
  padding: radix.space[4],
  border: `1px solid ${brand.color.border}`,
  borderRadius: radix.radius[3],
  backgroundColor: brand.color.surface,
  color: brand.color.text,
  textDecoration: 'none',
  ':hover': { borderColor: brand.color.borderControl },
  ':focus-visible': { outline: `2px solid ${brand.color.focusRing}`, outlineOffset: '2px' },
});

export const cardValue = style({
  fontSize: radix.font.size7,
  lineHeight: radix.font.lineHeight7,
  fontWeight: radix.font.weightBold,
});

export const cardLabel = style({ color: brand.color.textMuted, fontSize: radix.font.size2 });

export const tableWrap = style({
  overflowX: 'auto',
  // The containing block of what is positioned inside (visually hidden text): otherwise it sits
  // outside the scroller, where the table's width puts it, and widens the whole page on a phone.
  position: 'relative',
  border: `1px solid ${brand.color.border}`,
  borderRadius: radix.radius[3],
  // Focusable where nothing inside it is, so the keyboard can scroll it (UsersPage).
  ':focus-visible': { outline: `2px solid ${brand.color.focusRing}`, outlineOffset: '2px' },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: radix.font.size2,
});

globalStyle(`${table} th, ${table} td`, {
  paddingBlock: radix.space[2],
  paddingInline: radix.space[3],
  textAlign: 'left',
  verticalAlign: 'middle',
  borderBottom: `1px solid ${brand.color.border}`,
});

globalStyle(`${table} th`, {
  fontWeight: radix.font.weightMedium,
  color: brand.color.textMuted,
  backgroundColor: brand.color.surfaceMuted,
  whiteSpace: 'nowrap',
});

globalStyle(`${table} tbody tr:last-child td`, { borderBottom: 'none' });

// The first column names the row (a package's title): wide enough to read in a line or two on a
// phone, where the table scrolls sideways in its region instead of squeezing it.
globalStyle(`${table} :is(th, td):first-child`, { minWidth: '16rem' });

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: radix.space[2],
});

export const muted = style({ color: brand.color.textMuted });

export const badge = style({
  display: 'inline-block',
  paddingBlock: '0.125rem',
  paddingInline: radix.space[2],
  borderRadius: brand.radius.round,
  border: `1px solid ${brand.color.border}`,
  fontSize: radix.font.size1,
  fontWeight: radix.font.weightMedium,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-tone="positive"]': {
      backgroundColor: brand.color.accentSurface,
      color: brand.color.onAccentSurface,
      borderColor: 'transparent',
    },
    '&[data-tone="danger"]': {
      backgroundColor: brand.color.dangerSurface,
      color: brand.color.danger,
      borderColor: 'transparent',
    },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: radix.space[3],
  marginBottom: radix.space[4],
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: radix.space[5],
  maxWidth: '48rem',
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: radix.space[4],
  margin: 0,
  padding: radix.space[4],
  border: `1px solid ${brand.color.border}`,
  borderRadius: radix.radius[3],
});

export const legend = style({
  paddingInline: radix.space[2],
  fontWeight: radix.font.weightBold,
});

/** Fields side by side from the small breakpoint, each as tall as its own content. */
export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  gap: radix.space[4],
  '@media': { [mediaQuery.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

export const formActions = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: radix.space[2],
  paddingBlock: radix.space[3],
  borderTop: `1px solid ${brand.color.border}`,
  backgroundColor: brand.color.background,
  '@media': { [mediaQuery.sm]: { gap: radix.space[3] } },
});

/**
 * The icon of a secondary action (ActionLabel): shown only in the sticky bar on a phone, where it
 * stands in for the words (docs/decisions.md#editor-action-bar).
 */
export const actionIcon = style({ display: 'none', flexShrink: 0 });

/** The words of a secondary action: hidden on screen, not from screen readers, in a phone's bar. */
export const actionText = style({});

// Descendant selectors: the bar decides how its actions' labels show; the same buttons elsewhere
// (a list row's Delete) keep their words.
globalStyle(`${formActions} ${actionIcon}`, {
  display: 'block',
  '@media': { [mediaQuery.sm]: { display: 'none' } },
});

globalStyle(`${formActions} ${actionText}`, {
  ...visuallyHiddenRules,
  '@media': {
    [mediaQuery.sm]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
    },
  },
});

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: radix.space[3],
  padding: radix.space[3],
  border: `1px solid ${brand.color.border}`,
  borderRadius: radix.radius[3],
  backgroundColor: brand.color.accentSurface,
  color: brand.color.onAccentSurface,
});

export const errorText = style({ margin: 0, color: brand.color.danger });

export const thumbnail = style({
  display: 'block',
  width: '5rem',
  height: '3.5rem',
  objectFit: 'cover',
  borderRadius: radix.radius[2],
  backgroundColor: brand.color.surfaceMuted,
});

export const noticeText = style({ margin: 0, flexBasis: '100%' });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: radix.space[4],
  rowGap: radix.space[2],
  margin: 0,
});

globalStyle(`${details} dt`, { fontWeight: radix.font.weightMedium, color: brand.color.textMuted });
globalStyle(`${details} dd`, { margin: 0 });

export const message = style({
  margin: 0,
  maxWidth: '48rem',
  whiteSpace: 'pre-wrap',
  lineHeight: 1.6,
});

export const notes = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  marginBottom: radix.space[4],
  display: 'flex',
  flexDirection: 'column',
  gap: radix.space[3],
});

export const note = style({
  paddingBlock: radix.space[2],
  paddingInline: radix.space[3],
  borderInlineStart: `3px solid ${brand.color.border}`,
});

/** Places the parts of the admin's composite fields (lists, itinerary, uploads). */
import { style } from '@vanilla-extract/css';
import { brand, mediaQuery, radix } from '@tembo/ui/tokens';

/** Hidden on screen, read by screen readers: the one the public pages use. */
export { visuallyHidden } from '../../../lib/layout/page.css.ts';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: radix.space[3],
  minWidth: 0,
  margin: 0,
  padding: radix.space[4],
  border: `1px solid ${brand.color.border}`,
  borderRadius: radix.radius[3],
  selectors: { '&[aria-invalid="true"]': { borderColor: brand.color.danger } },
});

export const legend = style({
  paddingInline: radix.space[1],
  fontSize: radix.font.size3,
  fontWeight: radix.font.weightBold,
});

export const help = style({ margin: 0, fontSize: radix.font.size2, color: brand.color.textMuted });

export const error = style({
  margin: 0,
  fontSize: radix.font.size2,
  fontWeight: radix.font.weightMedium,
  color: brand.color.danger,
});

export const listItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: radix.space[2],
  '@media': {
    [mediaQuery.sm]: { flexDirection: 'row', alignItems: 'flex-end' },
  },
});

export const listInput = style({ flex: 1, minWidth: 0 });

export const listButtons = style({ display: 'flex', gap: radix.space[1], flexShrink: 0 });

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  gap: radix.space[3],
  padding: radix.space[3],
  border: `1px solid ${brand.color.border}`,
  borderRadius: radix.radius[2],
});

export const dayHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: radix.space[2],
});

export const dayTitle = style({
  margin: 0,
  fontSize: radix.font.size3,
  fontWeight: radix.font.weightBold,
});

export const upload = style({ display: 'flex', flexDirection: 'column', gap: radix.space[3] });

export const preview = style({
  display: 'block',
  maxWidth: '20rem',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: radix.radius[3],
  border: `1px solid ${brand.color.border}`,
  backgroundColor: brand.color.surfaceMuted,
});

export const progress = style({ width: '100%', maxWidth: '20rem', accentColor: brand.color.solid });

export const dayFields = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: radix.space[3],
  '@media': { [mediaQuery.sm]: { gridTemplateColumns: '8rem 1fr' } },
});

/** The focal point picker: the whole picture, its point marked. */
export const focal = style({ display: 'flex', flexDirection: 'column', gap: radix.space[2] });

export const focalFrame = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  maxWidth: '20rem',
  padding: 0,
  border: `1px solid ${brand.color.border}`,
  borderRadius: radix.radius[3],
  overflow: 'hidden',
  background: 'none',
  cursor: 'crosshair',
  ':focus-visible': { outline: `2px solid ${brand.color.focusRing}`, outlineOffset: '2px' },
});

export const focalImage = style({ display: 'block', width: '100%', height: 'auto' });

export const focalMarker = style({
  position: 'absolute',
  width: '1.5rem',
  height: '1.5rem',
  transform: 'translate(-50%, -50%)',
  borderRadius: brand.radius.round,
  border: `3px solid ${brand.color.solid}`,
  boxShadow: `0 0 0 2px ${brand.color.background}`,
  pointerEvents: 'none',
});

/** The image field's Replace and Remove buttons. */
export const imageActions = style({ display: 'flex', flexWrap: 'wrap', gap: radix.space[2] });

/** The image field's "Advanced" disclosure, which holds the picture's address. */
export const advanced = style({ fontSize: radix.font.size2 });

export const advancedSummary = style({
  width: 'fit-content',
  cursor: 'pointer',
  color: brand.color.textMuted,
  borderRadius: radix.radius[1],
  ':focus-visible': { outline: `2px solid ${brand.color.focusRing}`, outlineOffset: '2px' },
});

export const advancedBody = style({ paddingBlockStart: radix.space[2] });

/** The preview's banner: says plainly that what follows is not saved. */
export const previewNotice = style({
  margin: 0,
  marginBlockEnd: radix.space[3],
  padding: radix.space[3],
  borderRadius: radix.radius[2],
  border: `1px solid ${brand.color.border}`,
  backgroundColor: brand.color.surfaceMuted,
  fontSize: radix.font.size2,
  fontWeight: radix.font.weightMedium,
});

/** The previewed page: its links and buttons are shown, not followed. */
export const previewPage = style({ pointerEvents: 'none' });

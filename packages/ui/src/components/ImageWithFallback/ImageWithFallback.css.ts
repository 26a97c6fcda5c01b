import { createVar, style } from '@vanilla-extract/css';
import { brand } from '../../tokens/brand.css.ts';
import { radix } from '../../tokens/radix.css.ts';

export const aspectRatio = createVar();

export const frame = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio,
  overflow: 'hidden',
  backgroundColor: brand.color.surfaceMuted,
});

/**
 * Visible from the first paint, above the spinner: the image covers the spinner as soon as it
 * has pixels. Not hidden until JavaScript marks it loaded, so a prerendered page shows its
 * pictures without JavaScript and the largest image paints before hydration (it counts for LCP).
 */
export const image = style({
  position: 'relative',
  zIndex: 1,
  display: 'block',
  width: '100%',
  height: '100%',
});

/** The `<picture>` around an image with other formats: no box of its own, the `<img>` fills the frame. */
export const picture = style({ display: 'contents' });

export const cover = style({ objectFit: 'cover' });
export const contain = style({ objectFit: 'contain' });

/**
 * The spinner's (or the failure text's) layer over the frame. Its size comes from the frame
 * (`inset: 0`), never from its content, so it can skip its content while off screen: a page of
 * lazy pictures below the fold otherwise turns a spinner for each of them on every frame, which
 * cost a phone's main thread about as much style and paint work as the page's whole first render
 * (docs/decisions.md#offscreen-spinners).
 */
export const center = style({
  position: 'absolute',
  inset: 0,
  contentVisibility: 'auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: radix.space[2],
  color: brand.color.textMuted,
  fontSize: radix.font.size2,
  textAlign: 'center',
});

import { createVar, keyframes, style } from '@vanilla-extract/css';
import { brand, column, columnStyle, mediaQuery, radix } from '@tembo/ui/tokens';
import { heroTextReach } from './hero-layout.ts';

/** The hero picture's height as a fraction of its width, which is the screen's. */
const pictureRatio = createVar();

/**
 * The full-bleed hero (docs/decisions.md#full-bleed-hero): as wide as the screen, its own
 * container, so the words over the picture are placed in fractions of that width (`cqw`).
 * `data-text` says where the words go (hero-layout.ts).
 */
export const hero = style({
  position: 'relative',
  containerType: 'inline-size',
  vars: { [pictureRatio]: '0.75' },
  '@media': {
    [mediaQuery.md]: { vars: { [pictureRatio]: '0.6667' } },
    [mediaQuery.lg]: { vars: { [pictureRatio]: '0.4375' } },
    [mediaQuery.xl]: { vars: { [pictureRatio]: '0.4167' } },
  },
});

/** The slides' aspect ratio, for ImageWithFallback's `aspectRatio`. */
export const pictureAspectRatio = `1 / ${pictureRatio}`;

const overlaid = (side: 'start' | 'end') => `${hero}[data-text="${side}"] &`;

/**
 * The scrim over the picture's height, darkest under the words: `imageScrim` (70 % black) across
 * the outer 45 % where they sit, fading out by 70 %, so white text keeps 4.5:1 over any pixel.
 * Below `md`, and when the words go below the picture, it is a plain block in the flow.
 */
export const heroOverlay = style({
  '@media': {
    [mediaQuery.md]: {
      selectors: {
        [`${overlaid('start')}, ${overlaid('end')}`]: {
          position: 'absolute',
          insetInline: 0,
          top: 0,
          height: `calc(100cqw * ${pictureRatio})`,
          display: 'flex',
          alignItems: 'center',
          color: brand.color.onImage,
          pointerEvents: 'none',
        },
        [overlaid('start')]: {
          backgroundImage: `linear-gradient(to right, ${brand.color.imageScrim} ${heroTextReach * 100}%, transparent 70%)`,
        },
        [overlaid('end')]: {
          backgroundImage: `linear-gradient(to left, ${brand.color.imageScrim} ${heroTextReach * 100}%, transparent 70%)`,
        },
      },
    },
  },
});

export const heroColumn = style([
  columnStyle,
  {
    display: 'flex',
    selectors: { [`${hero}[data-text="end"] &`]: { justifyContent: 'flex-end' } },
  },
]);

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(0.75rem)' },
  to: { opacity: 1, transform: 'none' },
});

/** Where the column's text starts from the screen's edge, in the hero's own width. */
const columnInset = `max(${column.gutterWide}, calc((100cqw - ${column.maxWidth}) / 2 + ${column.gutterWide}))`;

/**
 * The hero's words, fading in one second after load (docs/product-rules.md#home-sections). Pure
 * CSS, so it also happens without JavaScript; never under reduced motion. Over the picture they
 * never reach past `heroTextReach` of the screen's width from their side.
 */
export const heroText = style({
  paddingBlock: radix.space[5],
  animation: `${fadeIn} 600ms ease-out 1s both`,
  pointerEvents: 'auto',
  '@media': {
    [mediaQuery.reducedMotion]: { animation: 'none' },
    [mediaQuery.md]: {
      selectors: {
        [`${overlaid('start')}, ${overlaid('end')}`]: {
          maxWidth: `min(34rem, calc(${heroTextReach * 100}cqw - ${columnInset}))`,
          paddingBlock: 0,
        },
      },
    },
  },
});

export const heroTitle = style({
  margin: 0,
  fontFamily: brand.font.display,
  fontSize: radix.font.size7,
  lineHeight: 1.15,
  fontWeight: radix.font.weightBold,
  '@media': { [mediaQuery.md]: { fontSize: radix.font.size8 } },
});

export const heroSubtitle = style({
  margin: 0,
  marginBlock: radix.space[3],
  fontSize: radix.font.size4,
  lineHeight: 1.55,
  color: brand.color.textMuted,
  '@media': {
    [mediaQuery.md]: {
      selectors: {
        [`${overlaid('start')}, ${overlaid('end')}`]: { color: brand.color.onImage },
      },
    },
  },
});

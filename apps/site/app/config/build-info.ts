/**
 * The year of the build, for the footer's copyright: fixed at build time (vite.config.ts
 * `define`) so prerendered and hydrated pages agree even across New Year. Outside a Vite build
 * (unit tests) it is the current year.
 */
export const buildYear: number =
  typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();

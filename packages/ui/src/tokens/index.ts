export { radix } from './radix.css.ts';
export { brand } from './brand.css.ts';
export { breakpoints, mediaQuery, type Breakpoint } from './breakpoints.ts';
export { column, columnStyle } from './layout.ts';

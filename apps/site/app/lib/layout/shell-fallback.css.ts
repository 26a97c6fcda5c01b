/**
 * Which placeholder the SPA shell shows before its route's code has loaded: the admin layout's
 * skeleton on /admin, a spinner elsewhere. The shell is one HTML file for every such URL, so the
 * choice is made by `shellScript` (ShellFallback.tsx) on <html>, before anything paints.
 */
import { style } from '@vanilla-extract/css';

export const siteFallback = style({
  selectors: { 'html[data-shell="admin"] &': { display: 'none' } },
});

export const adminFallback = style({
  display: 'none',
  selectors: { 'html[data-shell="admin"] &': { display: 'block' } },
});

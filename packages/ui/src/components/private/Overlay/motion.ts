/** Overlay timings of SPEC.md section 9, shared by the styles and the tests. */
export const overlayMotion = {
  /** The sheet slides in over 500 ms. */
  enterMs: 500,
  /** …and out over 300 ms. */
  exitMs: 300,
} as const;

/** Drawer dismissal thresholds of SPEC.md section 9. */
export const drawerDismiss = {
  /** A drag of a quarter of the drawer's height closes it. */
  distanceRatio: 0.25,
  /** A release faster than 0.4 px/ms closes it, however short the drag. */
  velocityPxPerMs: 0.4,
} as const;

/** Toasts are swiped away past 50 px (SPEC.md section 9). */
export const toastSwipeThresholdPx = 50;

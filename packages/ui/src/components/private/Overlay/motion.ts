/** Overlay timings of docs/product-rules.md#timings, shared by the styles and the tests. */
export const overlayMotion = {
  /** The sheet slides in over 500 ms. */
  enterMs: 500,
  /** …and out over 300 ms. */
  exitMs: 300,
} as const;

/** Drawer dismissal thresholds of docs/product-rules.md#timings. */
export const drawerDismiss = {
  /** A drag of a quarter of the drawer's height closes it. */
  distanceRatio: 0.25,
  /** A release faster than 0.4 px/ms closes it, however short the drag. */
  velocityPxPerMs: 0.4,
} as const;

/** Toasts are swiped away past 50 px (docs/product-rules.md#timings). */
export const toastSwipeThresholdPx = 50;

/**
 * Lightbox swipes (docs/decisions.md#lightbox-swipes: chosen as photo viewers behave): a drag of a quarter of
 * the picture's width, at most 120 px, moves to the next or previous picture; so does a flick
 * at the drawer's 0.4 px/ms, once it has covered 20 px (a tap whose finger wobbles is no flick).
 */
export const lightboxSwipe = {
  distanceRatio: 0.25,
  maxDistancePx: 120,
  velocityPxPerMs: 0.4,
  minFlickPx: 20,
} as const;

/**
 * Android's Edge browser: its side-swipe navigation fights a side sheet, so the menu comes from
 * the bottom there (docs/product-rules.md#navigation).
 */
export function isAndroidEdge(userAgent: string) {
  return /Android/i.test(userAgent) && /\bEdgA\//.test(userAgent);
}

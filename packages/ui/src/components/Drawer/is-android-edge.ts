/**
 * Android's Edge browser: its side-swipe navigation fights a side sheet, so the menu comes from
 * the bottom there (SPEC.md section 2).
 */
export function isAndroidEdge(userAgent: string) {
  return /Android/i.test(userAgent) && /\bEdgA\//.test(userAgent);
}

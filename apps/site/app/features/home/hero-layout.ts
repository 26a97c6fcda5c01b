import type { FocalPoint } from '@tembo/ui';

/**
 * Where the hero's words go on a tablet or wider so they never cover a slide's subject
 * (docs/decisions.md#full-bleed-hero). The picture is as wide as the screen and cropped with
 * `object-position` at its focal point, so a focal point at x (0 to 1) shows at x of the screen's
 * width whatever the crop. The words take at most the outer 45 % of one side:
 *
 * - `start` (left) when every slide's subject is at or right of the middle;
 * - `end` (right) when every subject is left of it;
 * - `below` the picture when the subjects are on both sides (and on phones, always).
 */
export type HeroTextSide = 'start' | 'end' | 'below';

/** How far from the screen's edge the words may reach: the fraction of its width they keep off. */
export const heroTextReach = 0.45;

export function heroTextSide(focalPoints: readonly FocalPoint[]): HeroTextSide {
  if (focalPoints.every((point) => point.x >= 0.5)) return 'start';
  if (focalPoints.every((point) => point.x < 0.5)) return 'end';
  return 'below';
}

import { describe, expect, it } from 'vitest';
import { releaseDirection, type DragRelease } from './use-drag-gesture.ts';

// The drawer's rules (docs/product-rules.md#timings with a 800 px panel): a quarter, or faster than 0.4 px/ms.
const drawer = { distanceThreshold: 200, velocityThreshold: 0.4 };
const release = (along: number, velocity = 0, across = 0): DragRelease => ({
  along,
  across,
  velocity,
});

describe('releaseDirection', () => {
  it('commits at the distance threshold or above the speed, in the direction it moved', () => {
    expect(releaseDirection(release(200), drawer)).toBe(1);
    expect(releaseDirection(release(-200), drawer)).toBe(-1);
    expect(releaseDirection(release(199, 0.4), drawer)).toBe(0);
    expect(releaseDirection(release(10, 0.41), drawer)).toBe(1);
    expect(releaseDirection(release(-10, -0.41), drawer)).toBe(-1);
    expect(releaseDirection(release(0, 5), drawer)).toBe(0);
  });

  it('takes no flick from a last move back towards the start', () => {
    expect(releaseDirection(release(120, -2), drawer)).toBe(0);
    expect(releaseDirection(release(-120, 2), drawer)).toBe(0);
  });

  it('takes no flick shorter than minFlickDistance', () => {
    const rules = { ...drawer, minFlickDistance: 20 };
    expect(releaseDirection(release(19, 3), rules)).toBe(0);
    expect(releaseDirection(release(20, 3), rules)).toBe(1);
  });

  it('with lockAxis, ignores a drag that went as far across the axis as along it', () => {
    const rules = { ...drawer, lockAxis: true };
    expect(releaseDirection(release(-250, -1, 250), rules)).toBe(0);
    expect(releaseDirection(release(-250, -1, -249), rules)).toBe(-1);
    // Without it, the same drag commits (the toast and the drawer keep their behaviour).
    expect(releaseDirection(release(-250, -1, 250), drawer)).toBe(-1);
  });
});

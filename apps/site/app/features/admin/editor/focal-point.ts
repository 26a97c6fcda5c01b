/** A focal point: fractions of the picture's width and height, 0 (left, top) to 1. */
export interface FocalPoint {
  x: number;
  y: number;
}

/** Kept inside the picture, to the nearest 0.001 (the columns' numeric(4, 3)). */
export function clampFocal(value: number): number {
  if (!Number.isFinite(value)) return 0.5;
  return Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;
}

/** Whole percentages, as the admin reads them. */
export function focalPercent({ x, y }: FocalPoint): FocalPoint {
  return { x: Math.round(x * 100), y: Math.round(y * 100) };
}

const steps: Record<string, [dx: number, dy: number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Where a key moves the point: the arrows by 5 % (1 % with Shift), Home to the centre; null for
 * any other key.
 */
export function moveFocal(point: FocalPoint, key: string, fine: boolean): FocalPoint | null {
  if (key === 'Home') return { x: 0.5, y: 0.5 };
  const step = steps[key];
  if (!step) return null;
  const size = fine ? 0.01 : 0.05;
  return { x: clampFocal(point.x + step[0] * size), y: clampFocal(point.y + step[1] * size) };
}

import { useRef, useState, type PointerEvent } from 'react';

/** Which way a gesture moves: down only (a bottom drawer), or either way sideways. */
export type DragAxis = 'down' | 'horizontal';

/** The direction a released drag commits in: 1 rightwards or down, -1 leftwards. */
export type DragDirection = 1 | -1;

export interface DragGestureOptions {
  axis: DragAxis;
  /** Distance in px past which a release commits, measured when the drag starts. */
  distanceThreshold: () => number;
  /** Release speed in px/ms above which a shorter drag commits (a flick); Infinity to ignore speed. */
  velocityThreshold: number;
  /**
   * The shortest flick in px: a tap whose finger wobbles fast over a few pixels is no flick.
   * @default 0
   */
  minFlickDistance?: number;
  /**
   * Whether a drag that went further across the axis than along it never commits: over a
   * sideways swipe area, a mostly vertical gesture is meant to scroll.
   * @default false
   */
  lockAxis?: boolean;
  /** Whether gestures are ignored, e.g. a lightbox with one picture. @default false */
  isDisabled?: boolean;
  /** Called when a release commits: the drawer closes, the toast goes, the lightbox moves on. */
  onCommit: (direction: DragDirection) => void;
}

/** A drag as it was released. */
export interface DragRelease {
  /** Distance moved along the axis, rightwards or down positive. */
  along: number;
  /** Distance moved across the axis. */
  across: number;
  /** Speed along the axis of the last move before the release, in px/ms, signed like `along`. */
  velocity: number;
}

export type DragRules = Pick<
  DragGestureOptions,
  'velocityThreshold' | 'minFlickDistance' | 'lockAxis'
> & {
  distanceThreshold: number;
};

/**
 * Where a released drag commits (1 or -1) or 0 when it springs back: far enough, or a flick
 * (fast enough in the direction it moved, and at least `minFlickDistance` long). A last move
 * back towards the start is no flick, so pulling a drawer down and pushing it back up keeps it.
 */
export function releaseDirection(
  { along, across, velocity }: DragRelease,
  { distanceThreshold, velocityThreshold, minFlickDistance = 0, lockAxis = false }: DragRules,
): DragDirection | 0 {
  const distance = Math.abs(along);
  if (distance === 0 || (lockAxis && Math.abs(across) >= distance)) return 0;
  const direction = along > 0 ? 1 : -1;
  const flick = distance >= minFlickDistance && velocity * direction > velocityThreshold;
  return distance >= distanceThreshold || flick ? direction : 0;
}

/**
 * Pointer dragging along one axis (touch, pen and mouse alike) for a drawer pulled down, a toast
 * swiped away, a lightbox picture swiped to the next one. Only the gesture lives here; focus,
 * keyboard and the action's semantics stay with the component and react-aria (Escape, buttons,
 * arrow keys). `offset` follows the pointer along the axis while `dragging`; after a release that
 * does not commit it returns to 0, after one that commits it stays where the pointer left it (the
 * drawer animates out from there).
 *
 * Velocity is the speed between the last two pointer moves before release, timed by the events'
 * own time stamps (when the finger moved), not by when the handlers ran: on a busy phone two
 * moves can wait in the queue and run a millisecond apart, which would read as a flick.
 */
export function useDragGesture({
  axis,
  distanceThreshold,
  velocityThreshold,
  minFlickDistance,
  lockAxis,
  isDisabled = false,
  onCommit,
}: DragGestureOptions) {
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  // Pointer events can arrive before React re-renders: the refs are the source of truth.
  const pointer = useRef<number | null>(null);
  const start = useRef({ x: 0, y: 0, threshold: 0 });
  const samples = useRef<{ position: number; time: number }[]>([]);

  const measure = (event: PointerEvent) => {
    const dx = event.clientX - start.current.x;
    const dy = event.clientY - start.current.y;
    // Only the committing direction moves the element: a drawer never lifts above its top.
    return axis === 'down' ? { along: Math.max(0, dy), across: dx } : { along: dx, across: dy };
  };

  const stop = () => {
    pointer.current = null;
    setDragging(false);
  };

  const cancel = () => {
    stop();
    setOffset(0);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (pointer.current !== null && pointer.current !== event.pointerId) {
      // A second finger makes it a pinch or a two-finger scroll: the drag is off.
      cancel();
      return;
    }
    if (isDisabled || event.button !== 0) return;
    start.current = { x: event.clientX, y: event.clientY, threshold: distanceThreshold() };
    samples.current = [{ position: 0, time: event.timeStamp }];
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointer.current = event.pointerId;
    setDragging(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerId !== pointer.current) return;
    const { along } = measure(event);
    samples.current = [...samples.current.slice(-1), { position: along, time: event.timeStamp }];
    setOffset(along);
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerId !== pointer.current) return;
    const { along, across } = measure(event);
    // The speed of the last movement before release: the previous sample to the latest one.
    const [previous, latest] = samples.current;
    const elapsed = previous && latest ? latest.time - previous.time : 0;
    const velocity =
      previous && latest && elapsed > 0 ? (latest.position - previous.position) / elapsed : 0;
    const direction = releaseDirection(
      { along, across, velocity },
      {
        distanceThreshold: start.current.threshold,
        velocityThreshold,
        minFlickDistance,
        lockAxis,
      },
    );
    stop();
    if (direction === 0) setOffset(0);
    else onCommit(direction);
  };

  // The browser took the touch over (a vertical scroll, a pinch) or the pointer went away.
  const onPointerCancel = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerId === pointer.current) cancel();
  };

  return {
    offset,
    dragging,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
  };
}

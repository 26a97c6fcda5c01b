import { useRef, useState, type PointerEvent } from 'react';

export interface DragDismissOptions {
  /** Which way dismisses: down for a bottom drawer, sideways (either) for a toast. */
  axis: 'down' | 'horizontal';
  /** Distance in px past which a release dismisses, measured when the drag starts. */
  distanceThreshold: () => number;
  /** Release speed in px/ms above which a release dismisses; Infinity to ignore speed. */
  velocityThreshold: number;
  onDismiss: () => void;
}

/** Whether a released drag dismisses: far enough, or fast enough in the dismissing direction. */
export function shouldDismiss(
  distance: number,
  velocity: number,
  threshold: number,
  speed: number,
) {
  return distance >= threshold || (distance > 0 && velocity > speed);
}

/**
 * Pointer dragging for dismiss gestures (a drawer pulled down, a toast swiped away). Only the
 * gesture lives here; focus, keyboard and dismissal semantics stay with react-aria (Escape,
 * close buttons). Velocity is the speed between the last two pointer moves before release,
 * timed by the events' own time stamps (when the finger moved), not by when the handlers ran:
 * on a busy phone two moves can wait in the queue and run a millisecond apart, which would read
 * as a flick.
 */
export function useDragDismiss({
  axis,
  distanceThreshold,
  velocityThreshold,
  onDismiss,
}: DragDismissOptions) {
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  // Pointer events can arrive before React re-renders: the ref is the source of truth.
  const active = useRef(false);
  const start = useRef({ x: 0, y: 0, threshold: 0 });
  const samples = useRef<{ position: number; time: number }[]>([]);

  const position = (event: PointerEvent) => {
    const dx = event.clientX - start.current.x;
    const dy = event.clientY - start.current.y;
    // Only the dismissing direction moves the element: a drawer never lifts above its top.
    return axis === 'down' ? Math.max(0, dy) : dx;
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    start.current = { x: event.clientX, y: event.clientY, threshold: distanceThreshold() };
    samples.current = [{ position: 0, time: event.timeStamp }];
    event.currentTarget.setPointerCapture?.(event.pointerId);
    active.current = true;
    setDragging(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!active.current) return;
    const next = position(event);
    samples.current = [...samples.current.slice(-1), { position: next, time: event.timeStamp }];
    setOffset(next);
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (!active.current) return;
    const end = position(event);
    // The speed of the last movement before release: the previous sample to the latest one.
    const [previous, latest] = samples.current;
    const elapsed = previous && latest ? latest.time - previous.time : 0;
    const velocity =
      previous && latest && elapsed > 0
        ? Math.abs(latest.position - previous.position) / elapsed
        : 0;
    active.current = false;
    setDragging(false);
    if (shouldDismiss(Math.abs(end), velocity, start.current.threshold, velocityThreshold)) {
      onDismiss();
    } else {
      setOffset(0);
    }
  };

  const onPointerCancel = () => {
    active.current = false;
    setDragging(false);
    setOffset(0);
  };

  return {
    offset,
    dragging,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
  };
}

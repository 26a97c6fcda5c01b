import { useRef, type CSSProperties, type ReactNode } from 'react';
import { Overlay } from '../private/Overlay/Overlay.tsx';
import * as styles from '../private/Overlay/Overlay.css.ts';
import { drawerDismiss } from '../private/Overlay/motion.ts';
import { useDragGesture } from '../private/use-drag-gesture.ts';

export { isAndroidEdge } from './is-android-edge.ts';

export interface DrawerProps {
  /** Whether the drawer is shown. */
  isOpen: boolean;
  /** Called with false on Escape, a press on the backdrop, the close button or a drag down. */
  onOpenChange: (isOpen: boolean) => void;
  /** The heading and accessible name, e.g. 'Menu'. */
  title: string;
  /**
   * The close button's accessible name.
   * @default 'Close menu'
   */
  closeLabel?: string;
  children: ReactNode;
  /** Pinned to the bottom edge, e.g. the menu's 'Book Now'. */
  footer?: ReactNode;
}

/**
 * A bottom drawer 80% of the viewport high with a drag handle. Dragged down by a quarter of its
 * height, or released faster than 0.4 px/ms, it closes; otherwise it springs back. Same focus
 * and dismissal behaviour as Sheet (one overlay base).
 */
export function Drawer({ closeLabel = 'Close menu', onOpenChange, ...props }: DrawerProps) {
  const handleRef = useRef<HTMLDivElement>(null);
  const drag = useDragGesture({
    axis: 'down',
    distanceThreshold: () => {
      const panel = handleRef.current?.closest('[data-placement]') ?? handleRef.current;
      return (panel?.getBoundingClientRect().height ?? 0) * drawerDismiss.distanceRatio;
    },
    velocityThreshold: drawerDismiss.velocityPxPerMs,
    onCommit: () => onOpenChange(false),
  });
  return (
    <Overlay
      placement="bottom"
      closeLabel={closeLabel}
      onOpenChange={onOpenChange}
      panelStyle={{ '--drag-offset': `${drag.offset}px` } as CSSProperties}
      panelData={drag.dragging ? { 'data-dragging': true } : undefined}
      beforeHeader={
        // The handle is a pointer affordance; keyboard and screen-reader users close with Escape
        // or the close button, so it stays out of the accessibility tree.
        <div
          ref={handleRef}
          className={styles.handleArea}
          data-drag-handle=""
          aria-hidden="true"
          {...drag.handlers}
        >
          <span className={styles.handle} />
        </div>
      }
      {...props}
    />
  );
}

import type { CSSProperties } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type QueuedToast,
} from 'react-aria-components';
import { CloseIcon } from '../private/icons.tsx';
import { toastSwipeThresholdPx } from '../private/Overlay/motion.ts';
import { useDragDismiss } from '../private/Overlay/use-drag-dismiss.ts';
import * as styles from './Toast.css.ts';

/** What a toast says. */
export interface ToastMessage {
  /** One short line, e.g. 'Thank you! Your enquiry has been sent.' */
  title: string;
  /** An optional second line. */
  description?: string;
  /**
   * Colours the edge: orange for success, gray for info, red for errors.
   * @default 'success'
   */
  variant?: 'success' | 'info' | 'error';
}

/** Toasts stay 5000 ms unless hovered or focused (SPEC.md section 9). */
export const defaultToastTimeout = 5000;

const queue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 1 });

/**
 * Shows toasts in the one Toaster of the page. Only one toast is kept at a time: showing a new
 * one removes the previous.
 */
export const toast = {
  /** Shows `message` for `timeout` ms (default 5000; 0 keeps it until dismissed). */
  show(message: ToastMessage, { timeout = defaultToastTimeout }: { timeout?: number } = {}) {
    queue.clear();
    return queue.add(message, timeout > 0 ? { timeout } : {});
  },
  /** Removes a toast by the key `show` returned. */
  close(key: string) {
    queue.close(key);
  },
  /** Removes every toast (e.g. between tests). */
  clear() {
    queue.clear();
  },
};

function ToastCard({ item }: { item: QueuedToast<ToastMessage> }) {
  const swipe = useDragDismiss({
    axis: 'horizontal',
    distanceThreshold: () => toastSwipeThresholdPx,
    velocityThreshold: Number.POSITIVE_INFINITY,
    onDismiss: () => queue.close(item.key),
  });
  const { title, description, variant = 'success' } = item.content;
  return (
    <AriaToast
      toast={item}
      className={styles.toast[variant]}
      style={{ '--swipe-offset': `${swipe.offset}px` } as CSSProperties}
      data-dragging={swipe.dragging || undefined}
      {...swipe.handlers}
    >
      {/* react-aria makes toast content an assertive alert; SPEC wants a polite announcement. */}
      <AriaToastContent className={styles.content} role="status" aria-live="polite">
        <Text slot="title" className={styles.title}>
          {title}
        </Text>
        {description ? (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        ) : null}
      </AriaToastContent>
      <Button slot="close" aria-label="Dismiss notification" className={styles.close}>
        <CloseIcon />
      </Button>
    </AriaToast>
  );
}

/**
 * The region where toasts appear; render it once per page, inside UiProvider. It is a landmark
 * ('Notifications', F6 reaches it), pauses the timer while hovered or focused, and a toast can be
 * swiped away sideways past 50 px.
 */
export function Toaster() {
  return (
    <AriaToastRegion queue={queue} aria-label="Notifications" className={styles.region}>
      {({ toast: item }) => <ToastCard item={item} />}
    </AriaToastRegion>
  );
}

import type { CSSProperties } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type QueuedToast,
} from 'react-aria-components';
import { CloseIcon } from '../private/icons.tsx';
import { toastSwipeThresholdPx } from '../private/Overlay/motion.ts';
import { useDragGesture } from '../private/use-drag-gesture.ts';
import * as styles from './Toast.css.ts';
import { toastQueue as queue, type ToastMessage } from './toast-queue.ts';

function ToastCard({ item }: { item: QueuedToast<ToastMessage> }) {
  const swipe = useDragGesture({
    axis: 'horizontal',
    distanceThreshold: () => toastSwipeThresholdPx,
    velocityThreshold: Number.POSITIVE_INFINITY,
    onCommit: () => queue.close(item.key),
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
      {/* react-aria makes toast content an assertive alert; docs/decisions.md#polite-toasts wants a polite announcement. */}
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

/** The react-aria toast region: loaded by Toaster when the first toast shows. */
export default function ToastRegion() {
  return (
    <AriaToastRegion queue={queue} aria-label="Notifications" className={styles.region}>
      {({ toast: item }) => <ToastCard item={item} />}
    </AriaToastRegion>
  );
}

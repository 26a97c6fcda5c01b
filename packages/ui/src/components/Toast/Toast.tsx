import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastQueue } from './toast-queue.ts';

export { defaultToastTimeout, toast, type ToastMessage } from './toast-queue.ts';

/** The region's code loads with the first toast: most page views never show one. */
const ToastRegion = lazy(() => import('./ToastRegion.tsx'));

const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
const hasToasts = () => toastQueue.visibleToasts.length > 0;

/**
 * Where toasts appear; render it once per page, inside UiProvider. It is a landmark
 * ('Notifications', F6 reaches it) while a toast shows, announces politely, pauses the timer
 * while hovered or focused, and a toast can be swiped away sideways past 50 px.
 */
export function Toaster() {
  const visible = useSyncExternalStore(subscribe, hasToasts, () => false);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}

import { ToastQueue } from 'react-stately';

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

/** Toasts stay 5000 ms unless hovered or focused (docs/product-rules.md#timings). */
export const defaultToastTimeout = 5000;

/** The page's one queue; the Toaster renders it. */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 1 });

/**
 * Shows toasts in the one Toaster of the page. Only one toast is kept at a time: showing a new
 * one removes the previous.
 */
export const toast = {
  /** Shows `message` for `timeout` ms (default 5000; 0 keeps it until dismissed). */
  show(message: ToastMessage, { timeout = defaultToastTimeout }: { timeout?: number } = {}) {
    toastQueue.clear();
    return toastQueue.add(message, timeout > 0 ? { timeout } : {});
  },
  /** Removes a toast by the key `show` returned. */
  close(key: string) {
    toastQueue.close(key);
  },
  /** Removes every toast (e.g. between tests). */
  clear() {
    toastQueue.clear();
  },
};

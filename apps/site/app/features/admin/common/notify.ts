import { toast } from '@tembo/ui';

/** The admin area's toasts: one at a time, announced politely (ui's Toaster in the layout). */
export const notify = {
  /** A save, delete or status change went through. */
  success(title: string, description?: string) {
    toast.show({ title, ...(description ? { description } : {}), variant: 'success' });
  },
  /** Something failed; `description` is the data layer's plain sentence. */
  error(title: string, description?: string) {
    toast.show({ title, ...(description ? { description } : {}), variant: 'error' });
  },
};

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while prerendering and during hydration, true after: for parts that only exist in a
 * browser (the map), rendered without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * True in the browser until the root has hydrated (it then sets `data-hydrated` on `<html>`): a
 * clientLoader that runs on hydration can tell that call from later navigations.
 */
export function isHydrating(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrated === undefined;
}

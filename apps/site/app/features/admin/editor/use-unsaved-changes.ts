import { useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * Guards unsaved work: a navigation inside the app to another page is held (the caller shows a
 * prompt from the returned blocker), and leaving the site or reloading asks the browser's own
 * question. `allowNextNavigation` lets one navigation through, e.g. to the edit page after a
 * save that has not re-rendered yet.
 */
export function useUnsavedChanges(isDirty: boolean): {
  blocker: Blocker;
  allowNextNavigation: () => void;
} {
  const allowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (allowed.current) {
      allowed.current = false;
      return false;
    }
    // A change of query or hash alone stays on the same form.
    return isDirty && currentLocation.pathname !== nextLocation.pathname;
  });

  useEffect(() => {
    // Once the form re-renders as saved, the pass is no longer needed.
    if (!isDirty) allowed.current = false;
  }, [isDirty]);

  useEffect(() => {
    if (!isDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  return {
    blocker,
    allowNextNavigation: () => {
      allowed.current = true;
    },
  };
}

import { useEffect } from 'react';

/** The id of `<main>`: the skip link's target and what Alt+S focuses. */
export const mainContentId = 'main';

/** The id of the header's search input, which Alt+/ focuses. */
export const siteSearchId = 'site-search';

function isVisible(element: HTMLElement): boolean {
  return element.getClientRects().length > 0;
}

/**
 * Alt+S focuses the main content, Alt+/ the site search (SPEC.md section 2). Matched on the
 * physical key (`event.code`) because Alt changes the character on macOS (Alt+S types "ß").
 * When the search field is hidden (inside the closed mobile menu) `onSearchUnavailable` runs.
 */
export function useKeyboardShortcuts({ onSearchUnavailable }: { onSearchUnavailable: () => void }) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.code === 'KeyS') {
        const main = document.getElementById(mainContentId);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView({ block: 'start' });
      } else if (event.code === 'Slash') {
        event.preventDefault();
        const search = document.getElementById(siteSearchId);
        if (search && isVisible(search)) search.focus();
        else onSearchUnavailable();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onSearchUnavailable]);
}

import { useEffect, type RefObject } from 'react';

/** The id of `<main>`: the skip link's target and what Alt+S focuses. */
export const mainContentId = 'main';

function isVisible(element: HTMLElement): boolean {
  return element.getClientRects().length > 0;
}

export interface KeyboardShortcutsOptions {
  /** The header's search input: Alt+/ focuses it. */
  searchInput: RefObject<HTMLInputElement | null>;
  /** Runs when that input is hidden (inside the closed mobile menu). */
  onSearchUnavailable: () => void;
}

/**
 * Alt+S focuses the main content, Alt+/ the site search (docs/product-rules.md#accessibility-and-shortcuts). Matched on the
 * physical key (`event.code`) because Alt changes the character on macOS (Alt+S types "ß"),
 * and on the character too, for layouts where "/" is not on the US slash key.
 */
export function useKeyboardShortcuts({
  searchInput,
  onSearchUnavailable,
}: KeyboardShortcutsOptions) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.code === 'KeyS' || event.key === 's' || event.key === 'S') {
        const main = document.getElementById(mainContentId);
        if (!main) return;
        event.preventDefault();
        main.focus();
      } else if (event.code === 'Slash' || event.key === '/') {
        event.preventDefault();
        const search = searchInput.current;
        if (search && isVisible(search)) search.focus();
        else onSearchUnavailable();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [searchInput, onSearchUnavailable]);
}

/**
 * Where keyboard focus goes when what had it disappears (a deleted row, an editor left after a
 * delete): the admin page's title, its one `<h1>`, focusable from script only.
 */

/** The id of the admin page's `<h1>` (AdminPageHeader). */
export const adminPageTitleId = 'admin-page-title';

/** Navigation state that asks the next page to put focus on its title once it shows. */
export const focusPageTitleState = { focusPageTitle: true } as const;

/** Whether a location's state asks for {@link focusPageTitleState}. */
export function asksToFocusPageTitle(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { focusPageTitle?: unknown }).focusPageTitle === true
  );
}

/** Moves focus to the current admin page's title. */
export function focusPageTitle(): void {
  document.getElementById(adminPageTitleId)?.focus();
}

import { expect, waitFor } from 'storybook/test';

/**
 * Stories only: waits until focus has moved into an overlay that just opened. The dialog is in
 * the DOM before react-aria moves focus into it, and Escape reaches the overlay's key handler
 * only from inside: a key pressed earlier goes to the button that opened it.
 */
export async function waitForFocusInside(overlay: HTMLElement) {
  await waitFor(() => expect(overlay).toContainElement(document.activeElement as HTMLElement));
}

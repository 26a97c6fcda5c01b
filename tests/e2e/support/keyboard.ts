import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, calling `onStep` after every press (the
 * keyboard pass checks the focus indicator there). Fails after `limit` presses.
 */
export async function tabUntil(
  page: Page,
  target: Locator,
  {
    limit = 60,
    backwards = false,
    onStep,
  }: { limit?: number; backwards?: boolean; onStep?: (press: number) => Promise<void> } = {},
): Promise<void> {
  for (let press = 1; press <= limit; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await onStep?.(press);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${limit} presses of Tab never reached ${target.toString()}`);
}

/**
 * Waits until focus is inside `overlay` (a dialog that just opened). It shows before react-aria
 * moves focus into it, and Escape reaches the dialog's key handler only from inside: a key
 * pressed earlier goes to whatever opened it.
 */
export async function expectFocusInside(overlay: Locator): Promise<void> {
  await expect
    .poll(() => overlay.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
}

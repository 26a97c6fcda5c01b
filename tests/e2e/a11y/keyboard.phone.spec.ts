/**
 * The mobile menu with the keyboard alone (a phone with a keyboard, or a switch device). The
 * menu only exists below 768px, so this file runs in the phone project only.
 */
import { expectVisibleFocus, tabVisiblyTo, walkDialog } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from '../support/page.ts';

test('the menu can be opened, walked and closed with the keyboard alone', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: 'Toggle menu' });
  await tabVisiblyTo(page, toggle, 'header');
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();

  // Focus stays in the menu: Tab goes round every control and comes back.
  const stops = (await walkDialog(page, menu, 'menu')).join('\n');
  for (const entry of ['Close menu', 'Search', 'Home', 'Gallery', 'Contact', 'Book Now']) {
    expect(stops).toContain(entry);
  }

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await expectVisibleFocus(page, 'back on Toggle menu');
});

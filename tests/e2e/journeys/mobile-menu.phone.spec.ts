/**
 * The narrow-screen menu, which only exists below 768px: this file runs in the phone project
 * only (its name says so; see playwright.config.ts).
 */
import type { Page } from '@playwright/test';
import { waitForAnimations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectFocusInside } from '../support/keyboard.ts';
import { waitForHydration } from '../support/page.ts';
import { navigationEntries } from '../support/routes.ts';

/** Edge on Android identifies itself with "EdgA/" (the site shows the menu as a drawer there). */
const androidEdge =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/124.0.0.0 Mobile Safari/537.36 EdgA/124.0.0.0';

async function openMenu(page: Page) {
  // A menu that just closed may still be animating out over the button.
  await waitForAnimations(page);
  await page.getByRole('button', { name: 'Toggle menu' }).tap();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await waitForAnimations(page);
  return menu;
}

test('the menu opens as a side sheet and closes by Escape, by a link and by Close menu', async ({
  page,
}) => {
  await page.goto('/about');
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: 'Toggle menu' });
  // The links are in the menu, not in the header.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Destinations' })).toBeHidden();

  let menu = await openMenu(page);
  const panel = page.locator('[data-placement="right"]');
  const box = (await panel.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.width).toBe(280);
  expect(box.x + box.width).toBe(viewport.width);
  await expect(menu.getByRole('link')).toHaveText([...navigationEntries, 'Book Now']);
  await expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');

  // Escape closes it and gives focus back to the button.
  await expectFocusInside(menu);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  // A tapped link navigates and closes it.
  menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Destinations' }).tap();
  await expect(page).toHaveURL('/destinations');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Close menu closes it.
  menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Close menu' }).tap();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL('/destinations');

  // Book Now at its bottom leads to the contact page.
  menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Book Now' }).tap();
  await expect(page).toHaveURL('/contact');
  await expect(menu).toBeHidden();
});

test.describe('on Android Edge', () => {
  test.use({ userAgent: androidEdge });

  /**
   * A finger on the drag handle moved down by `distance` px in `steps` moves, waiting
   * `msPerStep` between them (that pace is the gesture's speed), then lifted. The browser stamps
   * each move when it receives it, and the drawer measures speed by those stamps, so a busy page
   * running two delayed moves together still sees the pace they were made at.
   *
   * The moves are not given time stamps of their own: stamps behind the browser's clock made it
   * swallow the next tap (as a tap that stops a fling) for a second or two.
   */
  async function drag(page: Page, distance: number, steps: number, msPerStep: number) {
    const handle = (await page.locator('[data-drag-handle]').boundingBox())!;
    const x = handle.x + handle.width / 2;
    const y = handle.y + handle.height / 2;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= steps; step += 1) {
      if (msPerStep > 0) await page.waitForTimeout(msPerStep);
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x, y: y + (distance * step) / steps }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  // Each gesture gets a fresh page: a flick leaves Chromium's gesture detection settling for a
  // second or two (it may take the next touch as the one that stops a fling), which a person's
  // next gesture would not run into.
  test.beforeEach(async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
  });

  test('the menu is a bottom drawer, 80% high, that a short, slow drag leaves open', async ({
    page,
  }) => {
    const menu = await openMenu(page);
    const drawer = page.locator('[data-placement="bottom"]');
    const viewport = page.viewportSize()!;
    const open = (await drawer.boundingBox())!;
    expect(Math.abs(open.height - viewport.height * 0.8)).toBeLessThanOrEqual(1);
    expect(Math.round(open.y + open.height)).toBe(viewport.height);

    // A tenth of its height at about 0.2 px/ms (slower still on a busy machine) springs back.
    await drag(page, open.height * 0.1, 20, 16);
    await expect(menu).toBeVisible();
    await expect.poll(async () => (await drawer.boundingBox())?.y).toBe(open.y);
  });

  test('a short flick closes the drawer', async ({ page }) => {
    const menu = await openMenu(page);
    const height = (await page.locator('[data-placement="bottom"]').boundingBox())!.height;
    // A fifth of its height (short of the quarter that closes it by distance) in one move, as
    // fast as the browser delivers it: above 0.4 px/ms even if that takes 100 ms.
    await drag(page, height * 0.2, 1, 0);
    await expect(menu).toBeHidden();
  });

  test('a slow drag past a quarter of its height closes the drawer', async ({ page }) => {
    const menu = await openMenu(page);
    const height = (await page.locator('[data-placement="bottom"]').boundingBox())!.height;
    await drag(page, height * 0.3, 30, 16);
    await expect(menu).toBeHidden();
  });
});

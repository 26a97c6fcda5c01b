import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors, waitForHydration } from './support/page.ts';
import { allRoutes } from './support/routes.ts';

test('every public route hydrates without console errors', async ({ page, built }) => {
  test.slow();
  // Map tiles come from the internet, which these machines do not reach: answer them empty so
  // a missing network is not mistaken for a page error (offline tiles are tested elsewhere).
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 204, body: '' }),
  );
  for (const path of allRoutes(built)) {
    await test.step(path, async () => {
      const errors = collectPageErrors(page);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('main#main h1')).toBeVisible();
      // Hydration mismatches are reported after hydration, when React recovers.
      await page.waitForLoadState('networkidle');
      expect(errors, `errors on ${path}`).toEqual([]);
    });
  }
});

/** Whether React has hydrated an element: React keeps its fiber on the DOM nodes it owns. */
function hydrated(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) =>
    Object.keys(element).some((key) => key.startsWith('__reactFiber')),
  );
}

test.describe('parts hydrated later (docs/decisions.md#deferred-hydration)', () => {
  test.use({ viewport: { width: 390, height: 700 } });

  test('the footer hydrates once it comes into view', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    // Far below a phone's first screen: still the prerendered markup.
    expect(await hydrated(footer)).toBe(false);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(footer)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a keyboard user reaching the footer gets it hydrated, and its links navigate client-side', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/about');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    expect(await hydrated(footer)).toBe(false);
    // The last thing to focus before the footer, then Tab into it.
    const lastInMain = page.locator('main#main a[href], main#main button').last();
    await lastInMain.focus();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(footer.locator(':focus')).toHaveCount(1);
    await expect.poll(() => hydrated(footer)).toBe(true);
    // On to the footer's first link to a page of the site (the social links come first).
    for (let step = 0; step < 20; step += 1) {
      if ((await focused.getAttribute('href'))?.startsWith('/')) break;
      await page.keyboard.press('Tab');
    }
    await expect(footer.locator(':focus')).toHaveAttribute('href', /^\//);
    const href = await focused.getAttribute('href');
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/\/$/, '')}/?$`));
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the WhatsApp button hydrates once the page is idle, untouched', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const chat = page.getByRole('complementary', { name: 'WhatsApp chat' }).getByRole('link');
    await expect.poll(() => hydrated(chat)).toBe(true);
  });
});

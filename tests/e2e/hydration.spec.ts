import { expect, test } from './support/fixtures.ts';
import { collectPageErrors, waitForHydration } from './support/page.ts';

/** Every public route without an id; the pages with ids are covered by pages.spec.ts. */
const routes = ['/', '/about', '/services'];

for (const path of routes) {
  test(`${path} hydrates without console errors`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('main#main h1')).toBeVisible();
    expect(errors).toEqual([]);
  });
}

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

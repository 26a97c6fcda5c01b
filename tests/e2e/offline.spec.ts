import { expect, test } from './support/fixtures.ts';
import { waitForHydration } from './support/page.ts';

test('a visited page opens offline, and a page never visited shows the offline page', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  // The worker registers after load; wait until it controls the page, so later navigations
  // go through it and are cached.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
  await page.goto('/about');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'About Tembo Safaris' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'About Tembo Safaris' })).toBeVisible();
  await waitForHydration(page);

  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
});

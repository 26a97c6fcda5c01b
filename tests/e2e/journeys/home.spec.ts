import { expect, test } from '../support/fixtures.ts';
import { newProjectContext } from '../support/context.ts';
import { collectPageErrors, siteChangedSinceBuild, waitForHydration } from '../support/page.ts';

// The home page renders its build-time data without React Query; once that data is older than
// the cache's five minutes and the site changed since the build read it, the page reads its
// sections again and shows what changed.
test('the home page shows a hero edited after the build once the build’s data is stale', async ({
  browser,
  built,
  stack,
}) => {
  const edited = 'Edited after the build';
  // No service worker: its cache would answer the read before the route below.
  const context = await newProjectContext(browser, { serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.route(`${stack.supabaseUrl}/rest/v1/page_content?*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as
      { content?: { title?: string } } | { content?: { title?: string } }[];
    for (const row of Array.isArray(body) ? body : [body]) {
      if (row.content?.title === built.hero.title) row.content.title = edited;
    }
    await route.fulfill({ response, json: body });
  });
  await siteChangedSinceBuild(page, stack.supabaseUrl);
  await page.clock.install({ time: Date.now() + 10 * 60_000 });

  const html = await (await page.goto('/'))!.text();
  expect(html, 'the prerendered page carries the build’s hero').toContain(built.hero.title);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();
  // The rest of the page stays: the carousel still shows trips. Which ones is the live data's
  // business (the admin journeys publish packages that sort first), not the build's.
  await expect(
    page.getByRole('region', { name: 'Safari Packages' }).getByRole('heading', { level: 3 }),
  ).not.toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

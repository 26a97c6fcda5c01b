import { expect, test } from './support/fixtures.ts';
import { waitForHydration } from './support/page.ts';

/** The not-found page's title (routes/not-found.tsx), also when a loader found nothing. */
const notFoundTitle = 'Page not found | Tembo Safaris';

test('an unknown path answers 404 and shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse safari packages' })).toBeVisible();
  await expect(page).toHaveTitle(notFoundTitle);
});

for (const path of [
  '/safaris/00000000-0000-4000-8000-000000000000',
  '/accommodations/00000000-0000-4000-8000-000000000000',
  '/destinations/no-such-destination',
  '/blog/no-such-post',
  '/packages/no-such-category',
]) {
  test(`an unknown id renders the not-found state: ${path}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    // The site's frame stays: the visitor can navigate on.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle(notFoundTitle);
  });
}

test('the not-found page, served from the SPA shell, shows the contact details admins edited', async ({
  page,
  built,
}) => {
  // The shell carries the root loader's build-time data, as every prerendered page does.
  await page.goto('/no-such-page');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(built.contact.phone)).toBeVisible();
  await expect(footer.getByText(built.contact.email)).toBeVisible();
});

test('a gallery page past the end shows the not-found page with its title', async ({ page }) => {
  // The static host serves /gallery for any ?page=N; the browser's loader finds the page empty.
  await page.goto('/gallery?page=99');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(notFoundTitle);
});

test('the admin area is served from the SPA shell with status 200', async ({ request }) => {
  const response = await request.get('/admin');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('window.__reactRouterContext');
});

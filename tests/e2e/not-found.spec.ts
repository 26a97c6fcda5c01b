import { expect, test } from './support/fixtures.ts';

test('an unknown path answers 404 and shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse safari packages' })).toBeVisible();
});

test('the admin area is served from the SPA shell with status 200', async ({ request }) => {
  const response = await request.get('/admin');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('window.__reactRouterContext');
});

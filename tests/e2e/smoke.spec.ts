import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('the home page is prerendered with its content and passes axe', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<h1>Tembo Safaris</h1>');

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Tembo Safaris' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('an unknown path answers 404 like a static host', async ({ request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
});

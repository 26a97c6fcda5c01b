/**
 * Before the admin hydrates, the SPA shell shows the admin layout's skeleton (the one the role
 * guard shows while the session loads), not a bare spinner; other URLs the shell serves keep the
 * spinner. The page's scripts are held back, so what shows is the shell's HTML and CSS alone.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/** Opens `path` with every script file refused: the inline scripts of the HTML still run. */
async function openWithoutModules(page: Page, path: string) {
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'script' ? route.abort() : route.continue(),
  );
  await page.goto(path);
}

test('an admin page shows the admin layout’s skeleton before its code loads', async ({ page }) => {
  await openWithoutModules(page, '/admin/packages');
  // One placeholder only: the spinner the other shell URLs show is hidden, not beside it.
  const status = page.getByRole('status');
  await expect(status).toHaveCount(1);
  await expect(status).toHaveAccessibleName('Loading the admin area');
  await expect(status).toBeVisible();
});

test('an unknown URL keeps the spinner before its code loads', async ({ page }) => {
  await openWithoutModules(page, '/no-such-page');
  const status = page.getByRole('status');
  await expect(status).toHaveCount(1);
  await expect(status).toHaveText('Loading...');
  await expect(status).toBeVisible();
});

/**
 * The site's own links (header, footer, cards, 'Book Now') move between pages without a page
 * load: the router swaps the page in place. A marker on `window` survives only a client-side
 * navigation; a full load would start a fresh window.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from '../support/page.ts';

async function followsClientSide(page: Page, link: Locator, path: RegExp) {
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await link.click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('main')).toBeVisible();
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
}

test('header, footer and card links navigate client-side', async ({ page, isMobile }) => {
  await page.goto('/about');
  await waitForHydration(page);

  await followsClientSide(
    page,
    page.getByRole('contentinfo').getByRole('link', { name: 'Safari Packages' }),
    /\/safaris\/?$/,
  );
  await followsClientSide(
    page,
    page
      .getByRole('main')
      .getByRole('link', { name: /view details/i })
      .first(),
    /\/safaris\/[^/]+\/?$/,
  );
  if (!isMobile) {
    await followsClientSide(
      page,
      page.getByRole('banner').getByRole('link', { name: 'Book Now' }),
      /\/contact\/?$/,
    );
    await followsClientSide(
      page,
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }),
      /\/gallery\/?$/,
    );
  }
});

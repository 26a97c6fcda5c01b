/**
 * What a traveller sees when things break: the backend unreachable, images that do not load, a
 * page that fails to render. Texts are those of docs/product-rules.md#error-texts, word for word.
 *
 * Prerendered pages carry their data in the HTML, so the list errors are reached the way a
 * visitor meets them: a client-side navigation whose loader cannot reach the backend.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from '../support/page.ts';
import { builtItems } from '../support/routes.ts';

// The service worker would answer from its caches, out of reach of the test's network rules.
test.use({ serviceWorkers: 'block' });

const catalogue = {
  packages: 'Failed to load safari packages. Please try refreshing the page.',
  testimonials: 'Failed to load testimonials. Please try refreshing the page.',
  gallery: 'Failed to load gallery images. Please try refreshing the page.',
  blog: 'Unable to load blog posts at this time.',
  renderTitle: 'Something went wrong',
  renderText: 'We encountered an error while loading this content. Please try refreshing the page.',
};

/** Every request to the backend fails as if the server were down. */
async function cutBackend(page: Page, supabaseUrl: string) {
  await page.route(`${supabaseUrl}/**`, (route) => route.abort('connectionrefused'));
}

// The loaders retry twice with back-off (1 s, 2 s) before the page gives up.
const afterRetries = { timeout: 20_000 };

test('with the backend unreachable, each list page says so in the catalogue’s words', async ({
  page,
  stack,
}) => {
  test.slow();
  await page.goto('/about');
  await waitForHydration(page);
  await cutBackend(page, stack.supabaseUrl);

  const footer = page.getByRole('contentinfo');
  for (const [link, message] of [
    ['Safari Packages', catalogue.packages],
    ['Testimonials', catalogue.testimonials],
    ['Gallery', catalogue.gallery],
    ['Blog', catalogue.blog],
  ] as const) {
    await footer.getByRole('link', { name: link, exact: true }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toHaveText(message, afterRetries);
    // The rest of the site still works: header, footer, a page title.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('with the backend unreachable, the home page shows its empty sections, not errors', async ({
  page,
  stack,
}) => {
  test.setTimeout(test.info().timeout * 2);
  await page.goto('/about');
  await waitForHydration(page);
  await cutBackend(page, stack.supabaseUrl);
  await page.getByRole('banner').getByRole('link', { name: 'Tembo Safaris' }).click();
  // Home reads retry three times (1 s, 2 s, 4 s), then fall back to their empty states; the
  // navigation completes after that.
  await expect(page).toHaveURL('/', { timeout: 30_000 });

  const main = page.getByRole('main');
  await expect(main.getByText('Our safari packages will be listed here soon.')).toBeVisible();
  await expect(main.getByText("Our travellers' stories will appear here soon.")).toBeVisible();
  await expect(main.getByText('No blog posts available at the moment.')).toBeVisible();
  await expect(
    main
      .getByRole('region', { name: 'Photo Gallery' })
      .getByText('Safari Experience', { exact: true }),
  ).toHaveCount(6);
  // The hero falls back to the site's own words, and the page stays whole.
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Explore Our Safaris' })).toBeVisible();
  for (const message of [
    catalogue.packages,
    catalogue.testimonials,
    catalogue.gallery,
    catalogue.blog,
    catalogue.renderTitle,
  ]) {
    await expect(page.getByText(message)).toHaveCount(0);
  }
});

test('a picture that fails falls back to another, and says so when that fails too', async ({
  page,
  built,
}) => {
  const { pkg } = builtItems(built);
  // The original and the build's variants (docs/architecture.md#images).
  const primary = /\/images\/seed\/|\/img\//;
  // The package's own picture (every size and format of it) is missing.
  await page.route(primary, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(`/safaris/${pkg.slug}`);
  await waitForHydration(page);
  const frame = page.getByRole('main').locator('[data-stage]').first();
  await expect(frame).toHaveAttribute('data-stage', 'fallback');
  const fallback = frame.locator('img');
  await expect(fallback).not.toHaveAttribute('src', primary);
  await expect
    .poll(() =>
      fallback.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBeGreaterThan(0);

  // Now every picture fails: the frame says so in words.
  await page.unrouteAll();
  await page.route(/\.(webp|avif|jpe?g|png|svg)(\?.*)?$/, (route) =>
    route.fulfill({ status: 404, body: '' }),
  );
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('main').getByText('Image not available').first()).toBeVisible();
});

test('a logo that fails to load leaves the business name alone', async ({ page }) => {
  await page.route('**/images/logo.svg', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/');
  await waitForHydration(page);
  const brand = page.getByRole('banner').getByRole('link', { name: 'Tembo Safaris' });
  await expect(brand).toBeVisible();
  await expect(brand).toHaveText('Tembo Safaris');
  await expect(brand.locator('img')).toHaveCount(0);
});

test('a page that fails to render offers Refresh Page, which reloads it', async ({
  page,
  built,
}) => {
  const { pkg } = builtItems(built);
  await page.goto('/safaris');
  await waitForHydration(page);
  // The package arrives malformed (no highlights, no price): the page cannot render it.
  await page.route(/\/rest\/v1\/packages\?.*slug=eq\./, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify([{ id: pkg.id, title: pkg.title }]),
    }),
  );
  await page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: pkg.title }) })
    .getByRole('link', { name: 'View Details' })
    .click();
  await expect(page).toHaveURL(`/safaris/${pkg.slug}`);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert.getByRole('heading', { name: catalogue.renderTitle })).toBeVisible();
  await expect(alert).toContainText(catalogue.renderText);
  // The frame stays, so the visitor can go on.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Refresh Page reloads the document (the backend answers properly again).
  await page.unrouteAll();
  await page.evaluate(() => {
    (window as unknown as { beforeRefresh: boolean }).beforeRefresh = true;
  });
  const reload = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().endsWith(`/safaris/${pkg.slug}`),
  );
  await alert.getByRole('button', { name: 'Refresh Page' }).click();
  await reload;
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: pkg.title })).toBeVisible();
  expect(await page.evaluate(() => 'beforeRefresh' in window)).toBe(false);
  await expect(page.getByText(catalogue.renderTitle)).toHaveCount(0);
});

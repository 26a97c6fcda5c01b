/**
 * The accessibility sweep of the public site: every page route of apps/site/app/routes.ts (and
 * the offline page the service worker serves), at the size of the project (desktop and phone),
 * in light and in dark, with zero axe violations (WCAG 2.0/2.1 A and AA, no rule disabled).
 *
 * The admin area is swept at desktop size by tests/e2e/admin/a11y.spec.ts and at phone size by
 * admin.phone.spec.ts beside this file.
 */
import { expect, test } from '../support/fixtures.ts';
import {
  axeViolations,
  expectNoViolationsInBothThemes,
  waitForAnimations,
} from '../support/a11y.ts';
import { ensureGalleryPages } from '../support/gallery.ts';
import { answerMapTilesEmpty, waitForHydration } from '../support/page.ts';
import { isAdminArea, pageRoutes, sampleUrls } from '../support/route-table.ts';
import { builtItems } from '../support/routes.ts';
import type { BuiltContent } from '../support/stack.ts';

/** The URLs that stand for each public route with parameters, or that it is checked with. */
function publicSamples(built: BuiltContent): Record<string, string[]> {
  const { pkg, lodging, post, destination } = builtItems(built);
  return {
    'safaris/:slug': [`/safaris/${pkg.slug}`],
    'destinations/:slug': [`/destinations/${destination.slug}`],
    'packages/:category': [`/packages/${pkg.category}`],
    'accommodations/:slug': [`/accommodations/${lodging.slug}`],
    'blog/:slug': [`/blog/${post.slug}`],
    gallery: ['/gallery', '/gallery?page=2'],
    search: ['/search?q=gorilla'],
    // The contact page as a package's 'Enquire about this safari' opens it (form prefilled).
    contact: ['/contact', `/contact?package=${pkg.id}`],
    '*': ['/no-such-page'],
  };
}

const publicRoutes = pageRoutes.filter((route) => !isAdminArea(route));

for (const route of publicRoutes) {
  test(`axe finds nothing in light and dark: /${route.pattern}`, async ({ page, built, stack }) => {
    // Two full axe passes (light and dark) for every sample URL: pure CPU work, which on a busy
    // 2-core machine alone takes most of a normal test's budget.
    test.slow();
    // The seed fills one gallery page; the second is checked too.
    if (route.pattern === 'gallery') await ensureGalleryPages(stack, 2);
    await answerMapTilesEmpty(page);
    for (const url of sampleUrls(route, publicSamples(built))) {
      await page.goto(url);
      await waitForHydration(page);
      await expect(page.locator('main#main h1')).toBeVisible();
      // Nothing is still loading: no spinner ('Loading...', 'Searching...') is left.
      await expect(page.getByRole('status', { name: /\.\.\.$/ })).toHaveCount(0);
      await waitForAnimations(page);
      await expectNoViolationsInBothThemes(page, url);
    }
  });
}

test('a lodging’s map is a named region the keyboard reaches', async ({ page, built }) => {
  await answerMapTilesEmpty(page);
  const { lodging } = builtItems(built);
  await page.goto(`/accommodations/${lodging.slug}`);
  await waitForHydration(page);
  // The map loads as its section comes near the screen.
  await page.getByRole('region', { name: 'Location' }).scrollIntoViewIfNeeded();
  const map = page.getByRole('region', { name: `Map showing the location of ${lodging.name}` });
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute('tabindex', '0');
});

test('axe finds nothing in light and dark: the offline page', async ({ page }) => {
  await page.goto('/offline.html');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  // A self-contained page without the app (and without its toggle): it follows the system.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await waitForAnimations(page);
    expect(await axeViolations(page), `axe on /offline.html (${colorScheme})`).toEqual([]);
  }
});

/**
 * Admin tables at phone size (375 px): a table wider than the screen scrolls inside its own
 * named, focusable region (WCAG scrollable-region-focusable) and never widens the page.
 */
import { adminTest as test, expect, openAdmin } from '../admin/admin-fixtures.ts';

const lists = [
  { path: '/admin/packages', name: 'Safari packages' },
  { path: '/admin/accommodations', name: 'Accommodations' },
  { path: '/admin/testimonials', name: 'Testimonials' },
];

for (const { path, name } of lists) {
  test(`${path}: the table scrolls in its own box, the page does not scroll sideways`, async ({
    page,
  }) => {
    await openAdmin(page, path);
    const region = page.getByRole('region', { name });
    await expect(region.getByRole('row').nth(1)).toBeVisible();
    await expect(region).toHaveAttribute('tabindex', '0');
    // Not innerWidth: a phone browser zooms out to fit a page wider than the screen, and
    // innerWidth grows with it (598 for a 602 px page), so it cannot tell.
    const screenWidth = page.viewportSize()?.width ?? 0;
    const pageWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(screenWidth);
    expect(await page.evaluate(() => window.innerWidth)).toBe(screenWidth);
    // The keyboard reaches what is off to the side: the region scrolls with the arrow keys.
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
}

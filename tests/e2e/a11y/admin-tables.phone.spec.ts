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

test('/admin/packages on a phone: titles read in at most two lines', async ({ page }) => {
  await openAdmin(page, '/admin/packages');
  const region = page.getByRole('region', { name: 'Safari packages' });
  const firstCells = region.locator('tbody tr > :first-child');
  await expect(firstCells.first()).toBeVisible();
  const lines = await firstCells.evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
      return { title: cell.textContent?.trim() ?? '', lines: tops.size };
    }),
  );
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.filter((cell) => cell.lines > 2)).toEqual([]);
});

test('the admin navigation is one row on a phone, with the current page in view', async ({
  page,
}) => {
  await openAdmin(page, '/admin/two-factor');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const links = nav.getByRole('link');
  await expect(links.first()).toBeVisible();
  const tops = await links.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().top)),
  );
  expect(new Set(tops).size, 'rows of entries').toBe(1);
  const current = nav.locator('[aria-current="page"]');
  const box = await current.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width, 'the current entry is on screen').toBe(
    true,
  );
  const pageWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth);
  expect(pageWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(width);
});

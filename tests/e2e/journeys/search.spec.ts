/** Finding things from the keyboard: the header search (Alt+/) and the skip to main (Alt+S). */
import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from '../support/page.ts';
import { builtItems } from '../support/routes.ts';

test('search finds a package from the header', async ({ page, built }) => {
  const { pkg } = builtItems(built);
  await page.goto('/');
  await waitForHydration(page);
  const word = pkg.title.split(' ').find((part) => part.length > 5)!;
  const isPhone = test.info().project.name === 'phone';
  if (isPhone) {
    await page.keyboard.press('Alt+Slash');
    await expect(page).toHaveURL('/search');
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toBeFocused();
  } else {
    await page.keyboard.press('Alt+Slash');
    await expect(page.getByRole('banner').getByRole('searchbox')).toBeFocused();
  }
  await page.keyboard.type(word);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(word)}`);
  await expect(page.getByRole('link', { name: pkg.title })).toBeVisible();
});

test('Alt+S moves focus to the main content', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.keyboard.press('Alt+KeyS');
  await expect(page.locator('main#main')).toBeFocused();
});

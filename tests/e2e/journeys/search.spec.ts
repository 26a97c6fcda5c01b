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

test('a search result shows its picture, a package its price, and the words found are marked', async ({
  page,
  built,
}) => {
  const { pkg } = builtItems(built);
  const word = pkg.title.split(' ').find((part) => part.length > 5)!;
  await page.goto(`/search?q=${encodeURIComponent(word)}`);
  await waitForHydration(page);
  const result = page.getByRole('listitem').filter({
    has: page.getByRole('link', { name: pkg.title }),
  });
  await expect(result.getByRole('link', { name: pkg.title })).toBeVisible();
  await expect(result.getByText(`$${pkg.price_usd.toLocaleString('en-US')}`)).toBeVisible();
  // The thumbnail beside the title: decorative, since the title says what it shows; loaded.
  const thumbnail = result.locator('img');
  await expect(thumbnail).toHaveAttribute('alt', '');
  await thumbnail.scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(result.locator('mark').first()).toHaveText(new RegExp(`^${word}$`, 'i'));
});

test('the home page fetches no script its HTML does not name: the search needs no code of its own', async ({
  page,
  built,
}) => {
  // A visit as the build begins, before the home page's data is five minutes old: later, the page
  // loads the data layer to read its sections again (home.spec.ts), which is not the search's
  // code. (The file's time is no guide: a cold build writes it minutes after it read the data.)
  await page.clock.install({ time: built.buildStartedAt });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  // A chunk loaded later (as react-aria's search field once was, after hydration) is not in it.
  expect(scripts.filter((path) => !html.includes(path))).toEqual([]);
});

test('Alt+S moves focus to the main content', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.keyboard.press('Alt+KeyS');
  await expect(page.locator('main#main')).toBeFocused();
});

/** The header's search field before and while the page hydrates (desktop: on a phone it is in the menu). */
import type { Route } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from '../support/page.ts';
import { builtItems } from '../support/routes.ts';

test('text typed into the header search before the page hydrates stays, and searches', async ({
  page,
  built,
}) => {
  const { pkg } = builtItems(built);
  const word = pkg.title.split(' ').find((part) => part.length > 5)!;
  // Hold the page's scripts so the prerendered field is typed into before any of them runs.
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.js', (route) => (holding ? held.push(route) : route.continue()));
  await page.goto('/', { waitUntil: 'commit' });
  const field = page.getByRole('banner').getByRole('searchbox', { name: 'Search' });
  await field.click();
  await field.pressSequentially(word.slice(0, 3));
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  expect(held.length).toBeGreaterThan(0);
  holding = false;
  await Promise.all(held.map((route) => route.continue()));
  // The rest while the scripts arrive and React hydrates.
  await page.keyboard.type(word.slice(3));
  await waitForHydration(page);
  await expect(field).toHaveValue(word);
  await expect(field).toBeFocused();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Clear search' }),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(word)}`);
  await expect(page.getByRole('link', { name: pkg.title })).toBeVisible();
});

test('Escape clears the header search, then a click on the clear button does', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  const field = page.getByRole('banner').getByRole('searchbox', { name: 'Search' });
  await field.fill('lodge');
  await page.keyboard.press('Escape');
  await expect(field).toHaveValue('');
  await field.pressSequentially('camp');
  await page.getByRole('banner').getByRole('button', { name: 'Clear search' }).click();
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
});

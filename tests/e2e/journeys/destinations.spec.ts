/** A destination's page: reached from the overview, with its map loaded only when near. */
import { expect, test } from '../support/fixtures.ts';
import { answerMapTilesEmpty, waitForHydration } from '../support/page.ts';
import { builtDestination } from '../support/routes.ts';

test('the overview leads to a destination page, whose map loads only when scrolled near', async ({
  page,
  built,
}) => {
  const destination = builtDestination(built);
  await answerMapTilesEmpty(page);
  const leaflet: string[] = [];
  page.on('request', (request) => {
    if (/leaflet|LocationMap/i.test(new URL(request.url()).pathname)) leaflet.push(request.url());
  });
  await page.goto('/destinations');
  await waitForHydration(page);
  const card = page.getByRole('article').filter({
    has: page.getByRole('heading', { level: 2, name: destination.name, exact: true }),
  });
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(`/destinations/${destination.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: destination.name })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: `Safaris in ${destination.name}` })
      .getByRole('link')
      .first(),
  ).toBeVisible();
  // The first screen costs no map library.
  await page.waitForLoadState('networkidle');
  expect(leaflet).toEqual([]);
  await page.getByRole('region', { name: 'Location' }).scrollIntoViewIfNeeded();
  const map = page.getByRole('region', { name: `Map showing the location of ${destination.name}` });
  await expect(map).toBeVisible();
  // The marker's label names the place, as text (a name is never read as HTML).
  await expect(map.getByRole('tooltip')).toHaveText(destination.name);
  expect(leaflet.length).toBeGreaterThan(0);
});

import type { Page } from '@playwright/test';
import { adminTest as test, expect, openAdmin } from './admin-fixtures.ts';

/** Records the leaflet stylesheets the page requests from the site. */
function leafletStylesheets(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (
      request.resourceType() === 'stylesheet' &&
      /\/assets\/leaflet[^/]*\.css/.test(request.url())
    ) {
      seen.push(request.url());
    }
  });
  return seen;
}

// There is no network in the test machine: the map tiles fail to load, which is the case the
// form must survive.
test('the accommodation map sets the position by dragging, follows typed coordinates, and loads leaflet only with the map', async ({
  page,
  rest,
}) => {
  test.slow();
  const stylesheets = leafletStylesheets(page);
  await openAdmin(page, '/admin/packages');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Accommodations' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accommodations' })).toBeVisible();
  expect(stylesheets, 'no leaflet CSS before the map').toEqual([]);

  const [lodge] = await rest<{ id: string; name: string }>(
    'accommodations?select=id,name&latitude=not.is.null&limit=1',
  );
  await openAdmin(page, `/admin/accommodations/edit/${lodge!.id}`);
  const form = page.getByRole('form', { name: `Edit ${lodge!.name}` });
  const map = form.getByRole('region', { name: /Map of the accommodation position/ });
  const marker = map.getByRole('button', { name: /Accommodation position/ });
  await expect(marker).toBeVisible();
  expect(stylesheets, 'leaflet CSS with the map').toHaveLength(1);

  const latitude = form.getByRole('textbox', { name: 'Latitude', exact: true });
  const longitude = form.getByRole('textbox', { name: 'Longitude', exact: true });
  const before = { lat: await latitude.inputValue(), lng: await longitude.inputValue() };

  // Drag the marker: both fields change.
  await map.scrollIntoViewIfNeeded();
  const box = (await marker.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 60, { steps: 8 });
  await page.mouse.up();
  await expect(latitude).not.toHaveValue(before.lat);
  await expect(longitude).not.toHaveValue(before.lng);

  // Type coordinates: the marker moves to them.
  const placed = (await marker.boundingBox())!;
  await latitude.fill(String(Number(before.lat) + 0.05));
  await longitude.fill(before.lng);
  await longitude.press('Tab');
  await expect
    .poll(async () => (await marker.boundingBox())?.y ?? placed.y)
    .not.toBeCloseTo(placed.y, 0);

  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Accommodation saved.')).toBeVisible();
  const [stored] = await rest<{ latitude: number; longitude: number }>(
    `accommodations?id=eq.${lodge!.id}&select=latitude,longitude`,
  );
  expect(stored!.latitude).toBeCloseTo(Number(before.lat) + 0.05, 4);
});

/**
 * The build's image variants as a phone receives them (docs/architecture.md#images): a 390 px
 * wide screen at device pixel ratio 3 gets AVIF for a package's picture, read from the responses
 * Chromium received (content type and the file's own bytes), never from the markup; and no
 * picture it loads is wider than twice what it shows, in device pixels.
 */
import { expect, test } from '../support/fixtures.ts';
import {
  expectNoOversizedPictures,
  isAvif,
  loadedHero,
  phoneAt3x,
  receivedImages,
} from '../support/images.ts';
import { collectPageErrors, waitForHydration } from '../support/page.ts';
import { builtItems } from '../support/routes.ts';

test.use(phoneAt3x);

test('a phone at 3× receives AVIF for a package’s picture, sized for its screen', async ({
  page,
  built,
}) => {
  const { pkg } = builtItems(built);
  const errors = collectPageErrors(page);
  const received = receivedImages(page);
  await page.goto(`/safaris/${pkg.id}`);
  await waitForHydration(page);

  const hero = await loadedHero(page);
  const response = received.get(hero);
  expect(response, `no response for ${hero}`).toBeDefined();
  const { type, bytes } = await response!;
  expect(type).toBe('image/avif');
  expect(isAvif(bytes)).toBe(true);
  // The page's largest paint stays small on a phone's link.
  expect(bytes.length).toBeLessThan(120 * 1024);

  await expectNoOversizedPictures(page);
  // Hydration kept the prerendered <picture> (no mismatch reported).
  expect(errors).toEqual([]);
});

test('a package opened by a client-side navigation gets the variants too', async ({
  page,
  built,
}) => {
  const { pkg } = builtItems(built);
  const received = receivedImages(page);
  await page.goto('/safaris');
  await waitForHydration(page);
  // Set on this document: still there after the click only if the router rendered the page.
  await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: pkg.title }) })
    .getByRole('link', { name: 'View Details' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: pkg.title })).toBeVisible();
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);

  const hero = await loadedHero(page);
  const { type, bytes } = await received.get(hero)!;
  expect(type).toBe('image/avif');
  expect(isAvif(bytes)).toBe(true);
});

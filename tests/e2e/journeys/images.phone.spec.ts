/**
 * The build's image variants as a phone receives them (docs/architecture.md#images): a 390 px
 * wide screen at device pixel ratio 3 gets AVIF for a package's picture, read from the responses
 * Chromium received (content type and the file's own bytes), never from the markup; and no
 * picture it loads is wider than twice what it shows, in device pixels.
 */
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { collectPageErrors, waitForHydration } from '../support/page.ts';
import { builtItems } from '../support/routes.ts';

test.use({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  // What the page itself fetched, not what a service worker answered from its cache.
  serviceWorkers: 'block',
});

interface Received {
  type: string;
  bytes: Buffer;
}

/** Every image response from now on, by URL, with its content type and body. */
function receivedImages(page: Page): Map<string, Promise<Received>> {
  const received = new Map<string, Promise<Received>>();
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'image') return;
    const body = response
      .body()
      .then((bytes) => ({ type: response.headers()['content-type'] ?? '', bytes }));
    // A lazy picture still loading when the test ends has no body to read, and no one awaits it:
    // that is not a failure (the ones a test awaits still reject into it).
    body.catch(() => undefined);
    received.set(response.url(), body);
  });
  return received;
}

/** An ISO-BMFF file whose major brand is AVIF (bytes 4–11: 'ftypavif'). */
const isAvif = (bytes: Buffer) => bytes.subarray(4, 12).toString('latin1') === 'ftypavif';

/** The page's main picture once it has loaded: the URL it shows. */
async function loadedHero(page: Page): Promise<string> {
  const hero = page.getByRole('main').locator('img').first();
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  return hero.evaluate((image: HTMLImageElement) => image.currentSrc);
}

/** Every raster picture the page has loaded, with its file's width and its shown width. */
function loadedPictures(page: Page) {
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => image.complete && image.naturalWidth > 0 && image.clientWidth > 0)
      .filter((image) => !/\.svg(\?|$)/.test(image.currentSrc))
      .map((image) => ({
        src: image.currentSrc,
        natural: image.naturalWidth,
        devicePixels: image.clientWidth * window.devicePixelRatio,
      })),
  );
}

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

  // Scrolled to the end, so lazy pictures load too; then none is more than twice what it shows.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const pictures = await loadedPictures(page);
  expect(pictures.length).toBeGreaterThan(0);
  for (const picture of pictures) {
    expect(picture.natural, picture.src).toBeLessThanOrEqual(2 * picture.devicePixels);
  }
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

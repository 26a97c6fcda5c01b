/**
 * What a phone receives of the build's image variants (docs/architecture.md#images), read from
 * the responses Chromium received (content type and the file's own bytes), never from the markup.
 */
import type { Page, Response } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A 390 px wide phone at device pixel ratio 3 that fetches for itself. */
export const phoneAt3x = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  // What the page itself fetched, not what a service worker answered from its cache.
  serviceWorkers: 'block',
} as const;

export interface Received {
  type: string;
  bytes: Buffer;
}

/** Every image response from now on, by URL, with its content type and body. */
export function receivedImages(page: Page): Map<string, Promise<Received>> {
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
export const isAvif = (bytes: Buffer) => bytes.subarray(4, 12).toString('latin1') === 'ftypavif';

/** The page's main picture once it has loaded: the URL it shows. */
export async function loadedHero(page: Page): Promise<string> {
  const hero = page.getByRole('main').locator('img').first();
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  return hero.evaluate((image: HTMLImageElement) => image.currentSrc);
}

/**
 * Records the page's largest contentful paint from its first paint on; call before `goto`.
 * {@link lcpImage} then reads the URL of the picture it was.
 */
export async function observeLcp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as { lcpUrl?: string };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { url?: string })[]) {
        seen.lcpUrl = entry.url ?? '';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The URL of the largest contentful paint's picture, once there is one. */
export async function lcpImage(page: Page): Promise<string> {
  let url = '';
  await expect
    .poll(
      async () => {
        url = await page.evaluate(() => (window as unknown as { lcpUrl?: string }).lcpUrl ?? '');
        return url;
      },
      { message: 'the largest contentful paint is a picture' },
    )
    .not.toBe('');
  return url;
}

/** Every raster picture the page has loaded, with its file's width and its shown width. */
export function loadedPictures(page: Page) {
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

/** Scrolled to the end, so lazy pictures load too; then none is more than twice what it shows. */
export async function expectNoOversizedPictures(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const pictures = await loadedPictures(page);
  expect(pictures.length).toBeGreaterThan(0);
  for (const picture of pictures) {
    expect(picture.natural, picture.src).toBeLessThanOrEqual(2 * picture.devicePixels);
  }
}

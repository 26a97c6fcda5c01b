import type { Page } from '@playwright/test';

/**
 * Console errors and uncaught exceptions of a page from now on, including React's hydration
 * mismatch reports (in production builds they arrive as console errors).
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/**
 * Answers the map's tile requests with an empty response: the tiles come from the internet, which
 * the test machines do not reach, and a tile that fails late (after a test moved on) would log a
 * console error into whatever the test collects by then.
 */
export async function answerMapTilesEmpty(page: Page): Promise<void> {
  await page.route('https://tile.openstreetmap.org/**', (tile) =>
    tile.fulfill({ status: 204, body: '' }),
  );
}

/** Resolves once React has hydrated the page (the root sets data-hydrated on <html>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/**
 * Opens the home page and waits until the service worker (registered after load) controls it, so
 * later navigations go through the worker and are cached.
 */
export async function openUnderServiceWorker(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/** Every request URL the page's origin keeps in Cache Storage, in every cache. */
export function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

/**
 * The backend says the site changed after the build read it, as it does once anything public is
 * edited (docs/decisions.md#build-freshness). For tests that rewrite a read's answer in the
 * browser instead of editing the shared database: the page must then read again.
 */
export async function siteChangedSinceBuild(page: Page, supabaseUrl: string): Promise<void> {
  await answerSiteChangedSince(page, supabaseUrl, true);
}

/**
 * The backend says nothing changed after the build read it: the page keeps its build-time data.
 * For journeys through the prerendered pages while other tests edit the shared database, whose
 * changes would otherwise reach the page as it reads again (the home carousel, for one).
 */
export async function siteUnchangedSinceBuild(page: Page, supabaseUrl: string): Promise<void> {
  await answerSiteChangedSince(page, supabaseUrl, false);
}

async function answerSiteChangedSince(page: Page, supabaseUrl: string, changed: boolean) {
  // The context's route: a page under the service worker asks through the worker.
  await page
    .context()
    .route(`${supabaseUrl}/rest/v1/rpc/site_changed_since?*`, (route) =>
      route.fulfill({ json: changed }),
    );
}

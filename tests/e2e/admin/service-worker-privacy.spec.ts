/**
 * The service worker never keeps what a signed-in user read: on a shared computer the next person
 * must not find travellers' enquiries or an admin's role in Cache Storage, neither after the
 * session nor from a copy an earlier worker stored.
 */
import type { Page } from '@playwright/test';
import { demoAdmin } from '@tembo/local-supabase';
import { cachedUrls, openUnderServiceWorker } from '../support/page.ts';
import { test } from '../support/fixtures.ts';
import { expect, openAdmin, passwordSession, storageStateFor } from './admin-fixtures.ts';

// The service worker is what this file tests (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Signed-in reads: the enquiry inbox and the role lookup. */
const privateRead = /\/rest\/v1\/(enquiries|user_roles)\b/;

/** Every backend read (a request URL under /rest/v1/) in every cache of the page's origin. */
async function cachedReads(page: Page): Promise<string[]> {
  const urls = await cachedUrls(page);
  return urls.filter((url) => new URL(url).pathname.startsWith('/rest/v1/'));
}

test('a signed-in admin’s reads never reach the service worker’s caches, public reads still do, and signing out empties them', async ({
  browser,
  stack,
}) => {
  // A session of its own: signing out revokes it, and other tests share the worker's.
  const session = await passwordSession(stack, demoAdmin.email, demoAdmin.password);
  const context = await browser.newContext({ storageState: storageStateFor(stack, session) });
  const page = await context.newPage();
  await openUnderServiceWorker(page);

  // A public page opened by client-side navigation reads its data through the worker.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Safari Packages' }).click();
  await expect(page).toHaveURL('/safaris');
  await expect.poll(() => cachedReads(page)).toContainEqual(expect.stringContaining('/packages?'));

  const inbox = page.waitForResponse((response) => /\/rest\/v1\/enquiries\b/.test(response.url()));
  const role = page.waitForResponse((response) => /\/rest\/v1\/user_roles\b/.test(response.url()));
  await openAdmin(page, '/admin/enquiries');
  expect((await inbox).ok()).toBe(true);
  expect((await role).ok()).toBe(true);
  // An anonymous read made after them: once the worker has stored it, it has handled the
  // signed-in reads before it too, so their absence below is not a matter of timing.
  const marker = `${stack.supabaseUrl}/rest/v1/packages?select=id,title&limit=1`;
  await page.evaluate(
    async ({ url, key }) => {
      await fetch(url, { headers: { apikey: key, Authorization: `Bearer ${key}` } });
    },
    { url: marker, key: stack.anonKey },
  );
  await expect.poll(() => cachedReads(page)).toContain(marker);
  expect((await cachedReads(page)).filter((url) => privateRead.test(url))).toEqual([]);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth/);
  // The session's caches are gone, public copies included.
  await expect
    .poll(async () =>
      (await cachedReads(page)).filter((url) => url === marker || privateRead.test(url)),
    )
    .toEqual([]);
  await context.close();
});

test('signed-in rows a previous service worker stored are deleted when the new one activates', async ({
  page,
  stack,
}) => {
  // Before any worker runs (a static file registers none): what the old worker left behind, the
  // cache and Workbox's expiration row for it.
  await page.goto('/robots.txt');
  const leftover = `${stack.supabaseUrl}/rest/v1/enquiries?select=*`;
  await page.evaluate(async (url) => {
    const cache = await caches.open('data');
    await cache.put(url, Response.json([{ name: 'A traveller', email: 'traveller@example.com' }]));
    await new Promise<void>((resolve, reject) => {
      // The schema workbox-expiration creates (CacheTimestampsModel).
      const open = indexedDB.open('workbox-expiration', 1);
      open.onupgradeneeded = () => {
        const entries = open.result.createObjectStore('cache-entries', { keyPath: 'id' });
        entries.createIndex('cacheName', 'cacheName', { unique: false });
        entries.createIndex('timestamp', 'timestamp', { unique: false });
      };
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction('cache-entries', 'readwrite');
        tx.objectStore('cache-entries').put({
          id: `data|${url}`,
          cacheName: 'data',
          url,
          timestamp: Date.now(),
        });
        tx.oncomplete = () => resolve(open.result.close());
        tx.onerror = () => reject(tx.error);
      };
    });
  }, leftover);

  await openUnderServiceWorker(page);
  await expect.poll(() => page.evaluate(() => caches.has('data'))).toBe(false);
  expect(await cachedReads(page)).not.toContain(leftover);
  // Workbox's expiration rows named the URLs (ids, admins' search terms): those go too.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('workbox-expiration');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const count = open.result
                .transaction('cache-entries')
                .objectStore('cache-entries')
                .index('cacheName')
                .count('data');
              count.onsuccess = () => resolve(count.result);
              count.onerror = () => reject(count.error);
            };
          }),
      ),
    )
    .toBe(0);
});

import sharp from 'sharp';
import { adminTest as test, expect, openAdmin } from './admin-fixtures.ts';

/**
 * A 1200 × 900 photo with grain that compresses like real detail: the admin re-encodes it before
 * the upload (docs/decisions.md#phone-uploads) to some 500–900 KB, a few seconds at the speed below.
 */
const photo = () =>
  sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();

const uploadBytesPerSecond = 300 * 1024;

// The progress bar is driven by XMLHttpRequest upload events, which only a real browser fires.
// Uploading to the loopback backend takes milliseconds, so the upload is slowed with Chromium's
// own network throttling (DevTools protocol), the way a slow hotel connection would slow it.
// The service worker is blocked: it does not handle uploads, and requests it made itself would
// escape the page's throttling.
test.use({ serviceWorkers: 'block' });

test('an admin sees the image upload progress advance, then the stored image address', async ({
  page,
  stack,
}) => {
  await openAdmin(page, '/admin/packages/new');
  const form = page.getByRole('form', { name: 'New package' });

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: uploadBytesPerSecond,
  });

  // Every value the bar shows, recorded in the page as React renders it, so the test sees the
  // whole sequence without sampling it on a timer.
  await form.evaluate((element) => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const record = () => {
      const bar = element.querySelector('progress');
      if (bar && seen.at(-1) !== bar.value) seen.push(bar.value);
    };
    new MutationObserver(record).observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['value'],
    });
  });

  // The size of the body the upload sends (Chromium reports no size for a Blob body), to
  // compare with what Storage keeps.
  await page.evaluate(() => {
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      (window as unknown as { sentBytes: number }).sentBytes = body instanceof Blob ? body.size : 0;
      send.call(this, body);
    };
  });
  await form
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'murchison-falls.jpg', mimeType: 'image/jpeg', buffer: await photo() });

  const bar = form.getByRole('progressbar', { name: /^Uploading \d+%/ });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('max', '100');
  // Part of the file sent, not all of it: the bar follows the upload, not just its start and end.
  await expect(bar).toHaveAttribute('value', /^[1-9]\d?$/);
  await expect(bar).toHaveAccessibleName(/^Uploading [1-9]\d?%/);
  await expect(form.getByRole('button', { name: 'Cancel upload' })).toBeEnabled();

  // The address is kept under the closed "Advanced" disclosure: read, not shown.
  const address = form.getByRole('textbox', {
    name: 'Package image address',
    exact: true,
    includeHidden: true,
  });
  await expect(address).toHaveValue(/\/storage\/v1\/object\/public\/images\/packages\/.+\.jpg$/);
  await expect(form.getByRole('progressbar')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Cancel upload' })).toHaveCount(0);

  const seen = await page.evaluate(
    () => (window as unknown as { progressSeen: number[] }).progressSeen,
  );
  const between = seen.filter((value) => value > 0 && value < 100);
  expect(seen[0], `values shown: ${seen.join(', ')}`).toBe(0);
  expect(between.length, `values shown: ${seen.join(', ')}`).toBeGreaterThanOrEqual(2);
  expect(seen, 'the bar never goes back').toEqual([...seen].sort((a, b) => a - b));

  // The address serves the stored file, byte for byte as sent, and the preview decodes it. The form is never saved, so no record points at the image; the object
  // is removed so the bucket keeps only what other tests made.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const publicUrl = await address.inputValue();
  await expect
    .poll(() =>
      form
        .locator(`img[src="${publicUrl}"]`)
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBe(1200);
  const served = await page.request.get(publicUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/jpeg');
  const sentBytes = await page.evaluate(
    () => (window as unknown as { sentBytes: number }).sentBytes,
  );
  expect(sentBytes).toBeGreaterThan(200 * 1024);
  expect((await served.body()).length).toBe(sentBytes);
  const objectPath = publicUrl.split('/storage/v1/object/public/images/')[1]!;
  const removed = await fetch(`${stack.supabaseUrl}/storage/v1/object/images/${objectPath}`, {
    method: 'DELETE',
    headers: {
      apikey: stack.serviceRoleKey,
      authorization: `Bearer ${stack.serviceRoleKey}`,
    },
  });
  expect(removed.status).toBe(200);
});

import { crc32, deflateSync } from 'node:zlib';
import { adminTest as test, expect, openAdmin } from './admin-fixtures.ts';

/** One PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A valid 1×1 PNG of about `bytes` bytes: the padding is a private ancillary chunk ('tmBo'),
 * which decoders skip, so the preview still shows a real image and the size is ours to choose.
 */
function paddedPng(bytes: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no filter, no interlace
  const pixel = deflateSync(Buffer.from([0, 0xc0, 0x8a, 0x3a, 0xff])); // filter byte + RGBA
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixel),
  ];
  // Each chunk adds 12 bytes of framing: the padding chunk's and IEND's are still to come.
  const used = parts.reduce((sum, part) => sum + part.length, 0) + 12 + 12;
  parts.push(pngChunk('tmBo', Buffer.alloc(Math.max(0, bytes - used), 0x2a)));
  parts.push(pngChunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** 600 KB at 300 KB/s: about two seconds of upload, well under the bucket's 5 MB limit. */
const fileBytes = 600 * 1024;
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

  await form
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: 'murchison-falls.png',
      mimeType: 'image/png',
      buffer: paddedPng(fileBytes),
    });

  const bar = form.getByRole('progressbar', { name: /^Uploading \d+%/ });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('max', '100');
  // Part of the file sent, not all of it: the bar follows the upload, not just its start and end.
  await expect(bar).toHaveAttribute('value', /^[1-9]\d?$/);
  await expect(bar).toHaveAccessibleName(/^Uploading [1-9]\d?%/);
  await expect(form.getByRole('button', { name: 'Cancel upload' })).toBeEnabled();

  const address = form.getByRole('textbox', { name: 'Package image address', exact: true });
  await expect(address).toHaveValue(/\/storage\/v1\/object\/public\/images\/packages\/.+\.png$/);
  await expect(form.getByRole('progressbar')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Cancel upload' })).toHaveCount(0);

  const seen = await page.evaluate(
    () => (window as unknown as { progressSeen: number[] }).progressSeen,
  );
  const between = seen.filter((value) => value > 0 && value < 100);
  expect(seen[0], `values shown: ${seen.join(', ')}`).toBe(0);
  expect(between.length, `values shown: ${seen.join(', ')}`).toBeGreaterThanOrEqual(2);
  expect(seen, 'the bar never goes back').toEqual([...seen].sort((a, b) => a - b));

  // The address serves the stored file, byte for byte, and the preview decodes it (the generated
  // PNG is a real image). The form is never saved, so no record points at the image; the object
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
    .toBe(1);
  const served = await page.request.get(publicUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect((await served.body()).length).toBe(fileBytes);
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

import type { Request } from '@playwright/test';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import {
  adminTest as test,
  expect,
  fillPackageSections,
  openAdmin,
  uniqueName,
} from './admin-fixtures.ts';

// A photo as a phone takes it (docs/decisions.md#phone-uploads): 6000 × 4000 sensor pixels,
// more than 12 MB, an EXIF orientation tag (6: turn 90° clockwise to show it) and a GPS position.
// The sensor's top-left corner is red, so the stored picture shows whether it was turned.
const sensor = { width: 6000, height: 4000 };
const marker = 1000;

async function phonePhoto(): Promise<Buffer> {
  const red = await sharp({
    create: { width: marker, height: marker, channels: 3, background: { r: 230, g: 20, b: 20 } },
  })
    .png()
    .toBuffer();
  return sharp({
    create: {
      ...sensor,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      // Grain that compresses as badly as a real photo's detail, so the file is phone-sized.
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 92 })
    .withMetadata({
      orientation: 6,
      exif: {
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '1/1 3/1 30/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '29/1 47/1 0/1',
        },
      },
    })
    .toBuffer();
}

test('a 12 MB phone photo uploads upright, at most 2560 px and without its location; the admin sets its focal point and calls it decorative', async ({
  page,
  rest,
  stack,
}) => {
  test.setTimeout(test.info().timeout * 3);
  const photo = await phonePhoto();
  // What the test sends is what it claims to send.
  expect(photo.length).toBeGreaterThan(12 * 1024 * 1024);
  const sent = await sharp(photo).metadata();
  expect(sent).toMatchObject({ ...sensor, orientation: 6 });
  expect(exifReader(sent.exif!).GPSInfo).toMatchObject({ GPSLatitudeRef: 'S' });

  const title = uniqueName('Phone Photo Safari');
  await openAdmin(page, '/admin/packages/new');
  const form = page.getByRole('form', { name: 'New package' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('button', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'Wildlife Safaris' }).click();
  await form.getByRole('textbox', { name: 'Price per person (USD)', exact: true }).fill('2100');
  await form.getByRole('textbox', { name: 'Number of days', exact: true }).fill('5');
  // Publishing needs highlights, an itinerary and inclusions (docs/product-rules.md#publishing-a-package).
  await fillPackageSections(form);

  const uploads: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/storage/v1/object/images/')) {
      uploads.push(request);
    }
  });
  await form.locator('input[type="file"]').first().setInputFiles({
    name: 'IMG_4032.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  // The address is kept under the closed "Advanced" disclosure: read, not shown.
  const address = form.getByRole('textbox', {
    name: 'Package image address',
    exact: true,
    includeHidden: true,
  });
  await expect(address).toHaveValue(/\/storage\/v1\/object\/public\/images\/packages\/.+\.jpg$/, {
    timeout: 60_000,
  });
  await expect(form.getByRole('alert')).toHaveCount(0);
  // One request, of the made-smaller picture, never the 12 MB original.
  expect(uploads).toHaveLength(1);
  expect(uploads[0]!.headers()['content-type']).toBe('image/jpeg');

  // The focal point: a click on the preview, then a step with the keyboard.
  const focal = form.getByRole('button', { name: /^Package image focal point:/ });
  await expect(focal).toHaveAccessibleName(
    'Package image focal point: 50 % from the left, 50 % from the top',
  );
  const box = (await focal.boundingBox())!;
  await focal.click({ position: { x: box.width * 0.75, y: box.height * 0.2 } });
  await expect(focal).toHaveAccessibleName(
    /^Package image focal point: (74|75|76) % from the left, (19|20|21) % from the top$/,
  );
  await focal.press('ArrowDown');
  await expect(focal).toHaveAccessibleName(
    /^Package image focal point: (74|75|76) % from the left, (24|25|26) % from the top$/,
  );

  // Published with neither a description nor the decorative choice: refused, with the reason.
  await form
    .locator('label')
    .filter({ hasText: /^Published/ })
    .click();
  await form.getByRole('button', { name: 'Create package' }).click();
  await expect(form.getByText(/Please describe the image .* or tick “Decorative”/)).toBeVisible();
  await form
    .locator('label')
    .filter({ hasText: /^Decorative/ })
    .click();
  await expect(form.getByRole('checkbox', { name: 'Decorative' })).toBeChecked();
  await form.getByRole('button', { name: 'Create package' }).click();
  await expect(page.getByText('Package created.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/packages\/edit\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').at(-1)!;

  try {
    const [stored] = await rest<{
      image_url: string;
      image_alt: string | null;
      image_decorative: boolean;
      image_focal_x: number;
      image_focal_y: number;
      published: boolean;
    }>(
      `packages?id=eq.${id}&select=image_url,image_alt,image_decorative,image_focal_x,image_focal_y,published`,
    );
    expect(stored).toMatchObject({ image_alt: null, image_decorative: true, published: true });
    expect(stored!.image_focal_x).toBeCloseTo(0.75, 1);
    expect(stored!.image_focal_y).toBeCloseTo(0.25, 1);

    // The original as Storage keeps it.
    const served = await page.request.get(stored!.image_url);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/jpeg');
    const original = await served.body();
    expect(original.length).toBeLessThan(5 * 1024 * 1024);
    const kept = await sharp(original).metadata();
    test.info().annotations.push({
      type: 'sizes',
      description: `chosen ${photo.length} bytes, stored ${original.length} bytes (${kept.width} × ${kept.height})`,
    });
    // No GPS position, and no orientation tag left to apply twice (a canvas writes no EXIF).
    expect(kept.exif ? exifReader(kept.exif).GPSInfo : undefined).toBeUndefined();
    expect(kept.orientation ?? 1).toBe(1);
    // Upright: the 6000 × 4000 sensor picture turned to portrait, its long side 2560.
    expect({ width: kept.width, height: kept.height }).toEqual({ width: 1707, height: 2560 });
    // Turned clockwise: the sensor's red top-left corner is now the top-right one.
    const pixel = async (left: number, top: number) => {
      const { data } = await sharp(original)
        .extract({ left, top, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { r: data[0]!, g: data[1]!, b: data[2]! };
    };
    const topRight = await pixel(1707 - 50, 50);
    expect(topRight.r).toBeGreaterThan(180);
    expect(topRight.g).toBeLessThan(80);
    const topLeft = await pixel(50, 50);
    expect(topLeft.r).toBeLessThan(180);
  } finally {
    const removed = await fetch(`${stack.supabaseUrl}/rest/v1/packages?id=eq.${id}`, {
      method: 'DELETE',
      headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    expect(removed.ok).toBe(true);
  }
});

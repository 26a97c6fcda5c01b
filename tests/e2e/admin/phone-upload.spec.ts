import type { Request } from '@playwright/test';
import sharp from 'sharp';
import {
  expectPhonePhoto,
  expectStoredOriginal,
  phonePhoto,
  storedSize,
} from '../support/phone-photo.ts';
import {
  adminTest as test,
  expect,
  fillPackageSections,
  openAdmin,
  uniqueName,
} from './admin-fixtures.ts';

// A 12 MB, 6000 × 4000 photo as a phone takes it, turned and with a position (support/phone-photo.ts).
test('a 12 MB phone photo uploads upright, at most 2560 px and without its location; the admin sets its focal point and calls it decorative', async ({
  page,
  rest,
  stack,
}) => {
  test.setTimeout(test.info().timeout * 3);
  const photo = await phonePhoto();
  await expectPhonePhoto(photo);

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
    expect({ width: kept.width, height: kept.height }).toEqual(storedSize);
    await expectStoredOriginal(original);
  } finally {
    const removed = await fetch(`${stack.supabaseUrl}/rest/v1/packages?id=eq.${id}`, {
      method: 'DELETE',
      headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    expect(removed.ok).toBe(true);
  }
});

/**
 * The admin editor (issue 24 §7): lists reorder by keyboard drag and drop, the preview shows the
 * unsaved form, and the image field shows the picture with its address under "Advanced".
 */
import {
  adminTest as test,
  expect,
  dropAt,
  fillPackageSections,
  openAdmin,
  packageTitleField,
  uniqueName,
} from './admin-fixtures.ts';

test('"Add day" adds a day with one click while a day’s title still has the focus', async ({
  page,
}) => {
  await openAdmin(page, '/admin/packages/new');
  const form = page.getByRole('form', { name: 'New package' });
  await form.getByRole('button', { name: 'Add day' }).click();
  const first = form
    .getByRole('region', { name: 'Itinerary entry 1' })
    .getByRole('textbox', { name: 'Title', exact: true });
  await first.fill('Arrival in Entebbe');
  await expect(first).toBeFocused();
  await form.getByRole('button', { name: 'Add day' }).click();
  await expect(form.getByRole('region', { name: 'Itinerary entry 2' })).toBeVisible();
});

test('itinerary days reordered with the keyboard keep their new order when saved', async ({
  page,
  rest,
}) => {
  test.slow();
  const title = uniqueName('Reordered safari');
  await openAdmin(page, '/admin/packages/new');
  const form = page.getByRole('form', { name: 'New package' });
  await packageTitleField(form).fill(title);
  await form.getByRole('button', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'Wildlife Safaris' }).click();
  await form.getByRole('textbox', { name: 'Price per person (USD)', exact: true }).fill('1200');
  await form.getByRole('textbox', { name: 'Number of days', exact: true }).fill('2');
  await fillPackageSections(form, { day: 'Arrival in Entebbe' });
  await form.getByRole('button', { name: 'Add day' }).click();
  const second = form
    .getByRole('region', { name: 'Itinerary entry 2' })
    .getByRole('textbox', { name: 'Title', exact: true });
  await second.fill('Gorillas in Bwindi');
  await second.blur();

  // Press the day's handle (a press alone does not drag), then pick it up with Enter, move it
  // up with the arrow keys, drop it with Enter.
  const handle = form.getByRole('button', {
    name: 'Drag Itinerary entry 2: Day 2, Gorillas in Bwindi',
  });
  await handle.click();
  await expect(handle).toBeFocused();
  await page.keyboard.press('Enter');
  await dropAt(page, 'Insert before Itinerary entry 1: Day 1, Arrival in Entebbe');
  await expect(form.getByText('Entry moved to position 1 of 2.')).toBeAttached();
  await expect(
    form
      .getByRole('region', { name: 'Itinerary entry 1' })
      .getByRole('textbox', { name: 'Title', exact: true }),
  ).toHaveValue('Gorillas in Bwindi');
  await expect(form.getByRole('button', { name: /^Move / })).toHaveCount(0);

  await form.getByRole('button', { name: 'Create package' }).click();
  await expect(page.getByText('Package created.')).toBeVisible();
  const [stored] = await rest<{ itinerary: { day: number; title: string }[] }>(
    `packages?title=eq.${encodeURIComponent(title)}&select=itinerary`,
  );
  expect(stored?.itinerary.map(({ day, title: dayTitle }) => [day, dayTitle])).toEqual([
    [2, 'Gorillas in Bwindi'],
    [1, 'Arrival in Entebbe'],
  ]);
});

test('the preview shows the package as its page will, with the unsaved title, and saves nothing', async ({
  page,
  rest,
}) => {
  const title = uniqueName('Preview safari');
  await openAdmin(page, '/admin/packages/new');
  const form = page.getByRole('form', { name: 'New package' });
  await packageTitleField(form).fill(title);
  await form.getByRole('textbox', { name: 'Number of days', exact: true }).fill('3');
  await form.getByRole('button', { name: 'Preview', exact: true }).click();

  const preview = page.getByRole('dialog', { name: 'Preview of this safari package' });
  await expect(preview).toBeVisible();
  await expect(preview.getByText('Nothing has been saved.', { exact: false })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The duration travellers read, as the database will write it.
  await expect(preview.getByText('3 days / 2 nights')).toBeVisible();
  await preview.getByRole('button', { name: 'Close preview' }).click();
  await expect(preview).toBeHidden();
  expect(await rest(`packages?title=eq.${encodeURIComponent(title)}&select=id`)).toEqual([]);
});

test('the image field shows the picture, and its address only under "Advanced"', async ({
  page,
  rest,
}) => {
  const [pkg] = await rest<{ id: string; image_url: string }>(
    'packages?image_url=not.is.null&select=id,image_url&order=sort_order&limit=1',
  );
  await openAdmin(page, `/admin/packages/edit/${pkg!.id}`);
  const field = page.getByRole('group', { name: 'Package image' });
  await expect(field.locator('img')).toBeVisible();
  await expect(field.locator('img')).toHaveJSProperty('complete', true);
  expect(
    await field.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await expect(field.getByRole('button', { name: 'Replace image' })).toBeVisible();
  await expect(field.getByRole('button', { name: 'Remove image' })).toBeVisible();

  const address = field.getByRole('textbox', { name: 'Package image address', exact: true });
  await expect(address).toBeHidden();
  await expect(field.getByText(pkg!.image_url)).toHaveCount(0);
  await field.locator('summary', { hasText: 'Advanced' }).click();
  await expect(address).toBeVisible();
  await expect(address).toHaveValue(pkg!.image_url);
});

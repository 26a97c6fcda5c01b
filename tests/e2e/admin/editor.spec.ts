/**
 * The admin editor (issue 24 §7): lists reorder by keyboard and by mouse drag and drop, the
 * preview shows the unsaved form as the public page, the action bar keeps one row on a phone,
 * and the image field shows the picture with its address under "Advanced".
 */
import type { Locator, Page } from '@playwright/test';
import {
  adminTest as test,
  expect,
  dropAt,
  fillPackageSections,
  openAdmin,
  packageTitleField,
  uniqueName,
} from './admin-fixtures.ts';

/** A new package with what creating it needs and two days: Entebbe, then Bwindi. */
async function newTwoDayPackage(page: Page, title: string): Promise<Locator> {
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
  return form;
}

/** The title field of itinerary day `day` (1-based). */
const dayTitle = (scope: Locator | Page, day: number) =>
  scope
    .getByRole('region', { name: `Itinerary entry ${day}` })
    .getByRole('textbox', { name: 'Title', exact: true });

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
  const form = await newTwoDayPackage(page, title);

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
  await expect(dayTitle(form, 1)).toHaveValue('Gorillas in Bwindi');
  await expect(form.getByRole('button', { name: /^Move / })).toHaveCount(0);

  await form.getByRole('button', { name: 'Create package' }).click();
  await expect(page.getByText('Package created.')).toBeVisible();
  const [stored] = await rest<{ itinerary: { day: number; title: string }[] }>(
    `packages?title=eq.${encodeURIComponent(title)}&select=itinerary`,
  );
  expect(stored?.itinerary.map(({ day, title: name }) => [day, name])).toEqual([
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

test('highlights dragged by their handle with the mouse keep their new order when saved and reloaded', async ({
  page,
  rest,
}) => {
  test.slow();
  const title = uniqueName('Dragged safari');
  const form = await newTwoDayPackage(page, title);
  await form.getByRole('button', { name: 'Add highlight' }).click();
  const second = form.getByRole('textbox', { name: 'Highlight 2', exact: true });
  await second.fill('Gorilla trekking');
  await second.blur();

  // Hold the second highlight's handle, move over the top of the first in steps (react-aria
  // follows the pointer with native drag and drop), let go there.
  const handle = form.getByRole('button', { name: 'Drag Highlight 2: Gorilla trekking' });
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const over = await form
    .getByRole('row', { name: 'Highlight 1: Game drives on the plains' })
    .boundingBox();
  if (!from || !over) throw new Error('The handle or the first highlight is not on the screen.');
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, from.y + from.height / 2 - 12, { steps: 4 });
  await page.mouse.move(x, over.y + 4, { steps: 12 });
  // The drop position shows before the button is let go.
  await expect(page.locator('[data-drop-target]')).toHaveCount(1);
  await page.mouse.up();

  const highlight = (scope: Locator, at: number) =>
    scope.getByRole('textbox', { name: `Highlight ${at}`, exact: true });
  await expect(highlight(form, 1)).toHaveValue('Gorilla trekking');
  await expect(highlight(form, 2)).toHaveValue('Game drives on the plains');

  await form.getByRole('button', { name: 'Create package' }).click();
  await expect(page.getByText('Package created.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/packages\/edit\//);
  await page.reload();
  const saved = page.getByRole('form', { name: `Edit ${title}` });
  await expect(highlight(saved, 1)).toHaveValue('Gorilla trekking');
  await expect(highlight(saved, 2)).toHaveValue('Game drives on the plains');
  const [stored] = await rest<{ highlights: string[] }>(
    `packages?title=eq.${encodeURIComponent(title)}&select=highlights`,
  );
  expect(stored?.highlights).toEqual(['Gorilla trekking', 'Game drives on the plains']);
});

/** The three kinds of record whose preview is their public page, besides packages. */
const previewed = [
  {
    kind: 'destination',
    table: 'destinations',
    admin: 'destinations',
    nameField: 'name',
    image: 'image_url',
    alt: 'image',
    // Sections only the public destination page draws.
    proof: (name: string) => [`About ${name}`, `Plan your safari to ${name}`],
  },
  {
    kind: 'accommodation',
    table: 'accommodations',
    admin: 'accommodations',
    nameField: 'name',
    image: 'image_url',
    alt: 'image',
    proof: () => ['About the stay', 'Stay here on your safari'],
  },
  {
    kind: 'blog post',
    table: 'blog_posts',
    admin: 'blog',
    nameField: 'title',
    image: 'featured_image',
    alt: 'featured_image',
    proof: () => ['See it for yourself'],
  },
] as const;

for (const record of previewed) {
  test(`the ${record.kind} preview shows its public page with the unsaved ${record.nameField}, and saves nothing`, async ({
    page,
    rest,
  }) => {
    // Reloading with unsaved changes asks the browser's own question: answer "leave".
    page.on('dialog', (dialog) => void dialog.accept());
    const { image, alt, nameField } = record;
    const [row] = await rest<Record<string, string>>(
      `${record.table}?${image}=not.is.null&${alt}_alt=not.is.null&${alt}_decorative=is.false` +
        `&select=id,${nameField},${alt}_alt&order=${nameField}&limit=1`,
    );
    const stored = row![nameField]!;
    const changed = uniqueName(`Previewed ${record.kind}`);
    await openAdmin(page, `/admin/${record.admin}/edit/${row!.id}`);
    const form = page.getByRole('form', { name: `Edit ${stored}` });
    const field = form
      .getByRole('group', { name: 'Basics' })
      .getByRole('textbox', { name: nameField === 'name' ? 'Name' : 'Title', exact: true });
    await expect(field).toHaveValue(stored);
    await field.fill(changed);
    await form.getByRole('button', { name: 'Preview', exact: true }).click();

    const preview = page.getByRole('dialog', { name: `Preview of this ${record.kind}` });
    await expect(preview.getByText('Nothing has been saved.', { exact: false })).toBeVisible();
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(changed);
    // The page's own picture, loaded, and sections only the public page has.
    const picture = preview.getByRole('img', { name: row![`${alt}_alt`], exact: true }).first();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    for (const heading of record.proof(changed)) {
      await expect(preview.getByRole('heading', { name: heading })).toBeVisible();
    }
    await preview.getByRole('button', { name: 'Close preview' }).click();
    await expect(preview).toBeHidden();

    // Nothing was saved: the record and a reloaded form keep the old name.
    expect(await rest(`${record.table}?id=eq.${row!.id}&select=${nameField}`)).toEqual([
      { [nameField]: stored },
    ]);
    await page.reload();
    await expect(page.getByText(/You have an unsaved draft of this form/)).toBeVisible();
    await expect(
      page
        .getByRole('form', { name: `Edit ${stored}` })
        .getByRole('group', { name: 'Basics' })
        .getByRole('textbox', { name: nameField === 'name' ? 'Name' : 'Title', exact: true }),
    ).toHaveValue(stored);
    await page.getByRole('button', { name: 'Discard' }).click();
  });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the editor’s action bar keeps its actions on one row inside the screen', async ({
    page,
    rest,
  }) => {
    const [pkg] = await rest<{ id: string }>('packages?select=id&order=sort_order&limit=1');
    // The edit page has the most actions; a new accommodation the longest save label.
    const pages = [
      { path: `/admin/packages/edit/${pkg!.id}`, save: 'Save changes', actions: 4 },
      { path: '/admin/accommodations/new', save: 'Create accommodation', actions: 3 },
    ];
    for (const { path, save, actions } of pages) {
      await openAdmin(page, path);
      const saveButton = page.getByRole('button', { name: save, exact: true });
      const bar = saveButton.locator('xpath=..');
      // Every action keeps its name, in words, for screen readers.
      await expect(bar.getByRole('link', { name: 'Cancel', exact: true })).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Preview', exact: true })).toBeVisible();
      if (actions === 4) {
        await expect(bar.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
      }
      const boxes = await bar
        .locator(':scope > *')
        .evaluateAll((elements) =>
          elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
        );
      expect(boxes).toHaveLength(actions);
      const width = page.viewportSize()!.width;
      for (const box of boxes) {
        expect(Math.abs(box.top - boxes[0]!.top), `${path}: one row`).toBeLessThan(1);
        expect(box.left, `${path}: inside the screen`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${path}: inside the screen`).toBeLessThanOrEqual(width);
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${path}: no sideways scroll`,
      ).toBeLessThanOrEqual(width);
    }
  });
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

import { adminTest as test, expect, dropAt, openAdmin } from './admin-fixtures.ts';

interface Picture {
  url: string;
  alt: string;
  decorative: boolean;
  focal_x: number;
  focal_y: number;
}

/** Puts a package's gallery back as it was, with the service role. */
async function restoreGallery(
  stack: { supabaseUrl: string; serviceRoleKey: string },
  id: string,
  gallery: Picture[],
) {
  const response = await fetch(`${stack.supabaseUrl}/rest/v1/packages?id=eq.${id}`, {
    method: 'PATCH',
    headers: {
      apikey: stack.serviceRoleKey,
      authorization: `Bearer ${stack.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ gallery }),
  });
  expect(response.ok).toBe(true);
}

test('the gallery field reorders by drag and drop, removes and adds pictures, and a picture needs a description or the decorative choice', async ({
  page,
  rest,
  stack,
}) => {
  // A seeded package with a gallery: other specs create packages (with none) that may sort first.
  const packages = await rest<{ id: string; title: string; gallery: Picture[] }>(
    'packages?select=id,title,gallery&order=sort_order,created_at',
  );
  const pkg = packages.find((candidate) => candidate.gallery.length >= 3);
  expect(pkg, 'the seed gives a package three pictures or more').toBeDefined();
  const before = pkg!.gallery;
  try {
    await openAdmin(page, `/admin/packages/edit/${pkg!.id}`);
    const gallery = page.getByRole('group', { name: 'Gallery' });
    const entries = gallery.getByRole('row');
    await expect(entries).toHaveCount(before.length);

    // The second picture is dragged before the first with the keyboard (react-aria's drag and
    // drop names a picture by its description: docs/decisions.md#reorderable-lists).
    const named = (index: number) =>
      `Picture ${index + 1}${before[index]!.alt ? `: ${before[index]!.alt}` : ''}`;
    const handle = gallery.getByRole('button', { name: `Drag ${named(1)}`, exact: true });
    await handle.click();
    await expect(handle).toBeFocused();
    await page.keyboard.press('Enter');
    await dropAt(page, `Insert before ${named(0)}`);
    await expect(gallery.getByText('Picture moved to position 1 of')).toBeAttached();
    await expect(gallery.getByRole('button', { name: /^Move / })).toHaveCount(0);
    await gallery.getByRole('button', { name: `Remove picture ${before.length}` }).click();
    await expect(entries).toHaveCount(before.length - 1);
    await gallery.getByRole('button', { name: 'Add picture' }).click();
    await expect(entries).toHaveCount(before.length);
    const added = `Picture ${before.length}`;
    // A new picture's address, still empty and required, shows under an "Advanced" that opened
    // by itself (docs/decisions.md#image-field).
    const address = gallery.getByRole('textbox', { name: `${added} address`, exact: true });
    await expect(address).toBeVisible();
    await address.fill('/images/seed/lake-bunyonyi-1280.webp');
    await address.blur();

    // Neither described nor decorative: refused next to the picture, nothing saved.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      gallery.getByText(/Please describe the image .* or tick “Decorative”/),
    ).toBeVisible();
    const alt = gallery.getByRole('textbox', {
      name: `${added} description (alt text)`,
      exact: true,
    });
    await alt.fill('Islands on Lake Bunyonyi');
    await alt.blur();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Package saved.')).toBeVisible();

    const [stored] = await rest<{ gallery: Picture[] }>(`packages?id=eq.${pkg!.id}&select=gallery`);
    expect(stored!.gallery.map((picture) => picture.url)).toEqual([
      before[1]!.url,
      before[0]!.url,
      ...before.slice(2, -1).map((picture) => picture.url),
      '/images/seed/lake-bunyonyi-1280.webp',
    ]);
    expect(stored!.gallery.at(-1)).toMatchObject({
      alt: 'Islands on Lake Bunyonyi',
      decorative: false,
    });
  } finally {
    await restoreGallery(stack, pkg!.id, before);
  }
});

import { expect, test } from '../support/fixtures.ts';
import { ensureGalleryPages, galleryPageSize, galleryThumbnails } from '../support/gallery.ts';
import { expectFocusInside, tabUntil } from '../support/keyboard.ts';
import { collectPageErrors, waitForHydration } from '../support/page.ts';

test('the gallery pages through its photos, and the lightbox works by keyboard alone', async ({
  page,
  stack,
}) => {
  await ensureGalleryPages(stack, 2);
  // The prerendered page carries the photos as the build saw them (one page) and reads them
  // again once that copy is older than the cache's five minutes: the visitor comes a while
  // after the build, and sees the photos added since.
  await page.clock.install({ time: Date.now() + 10 * 60_000 });
  await page.goto('/gallery');
  await waitForHydration(page);
  const thumbnails = galleryThumbnails(page);
  await expect(thumbnails).toHaveCount(galleryPageSize);
  const firstOnPage1 = await thumbnails.first().getAttribute('aria-label');

  // Page 2 has its own URL and other photos.
  const pages = page.getByRole('navigation', { name: 'Gallery pages' });
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL('/gallery?page=2');
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(thumbnails.first()).not.toHaveAttribute('aria-label', firstOnPage1!);
  // (Opening /gallery?page=2 directly: the next test.)
  await pages.getByRole('link', { name: 'Page 1' }).click();
  await expect(page).toHaveURL('/gallery');
  await expect(thumbnails.first()).toHaveAttribute('aria-label', firstOnPage1!);

  // The lightbox, with the keyboard alone: Tab to the second photo, Enter opens it.
  const second = thumbnails.nth(1);
  await tabUntil(page, second);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName(`Image 2 of ${galleryPageSize}`);
  const secondTitle = (await second.getAttribute('aria-label'))!.replace(
    /^Open (.*) larger$/,
    '$1',
  );
  await expect(dialog.locator('figcaption')).toHaveText(secondTitle);

  await page.keyboard.press('ArrowRight');
  await expect(dialog).toHaveAccessibleName(`Image 3 of ${galleryPageSize}`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog).toHaveAccessibleName(`Image 1 of ${galleryPageSize}`);
  // It wraps around at the ends.
  await page.keyboard.press('ArrowLeft');
  await expect(dialog).toHaveAccessibleName(`Image ${galleryPageSize} of ${galleryPageSize}`);

  await expectFocusInside(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus goes back to the photo that opened it.
  await expect(second).toBeFocused();
});

test('the gallery’s second page is served by the page-1 file and hydrates without a mismatch', async ({
  page,
  stack,
}) => {
  // The seed has exactly twelve images; one more makes a second page.
  const headers = {
    apikey: stack.serviceRoleKey,
    authorization: `Bearer ${stack.serviceRoleKey}`,
    'content-type': 'application/json',
    prefer: 'return=representation',
  };
  const title = `E2E photo ${test.info().project.name} ${Date.now()}`;
  const created = await fetch(`${stack.supabaseUrl}/rest/v1/gallery`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title,
      alt: 'A test photo of the Nile',
      image_url: '/images/seed/murchison-falls.webp',
      sort_order: 100000,
    }),
  });
  expect(created.status).toBe(201);
  const [row] = (await created.json()) as { id: string }[];
  try {
    const errors = collectPageErrors(page);
    await page.goto('/gallery?page=2');
    await waitForHydration(page);
    const pages = page.getByRole('navigation', { name: 'Gallery pages' });
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByText(title)).toBeVisible();
    await pages.getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL('/gallery');
    await expect(page.getByText(title)).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    await fetch(`${stack.supabaseUrl}/rest/v1/gallery?id=eq.${row!.id}`, {
      method: 'DELETE',
      headers,
    });
  }
});

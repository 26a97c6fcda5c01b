/**
 * Swiping through the gallery's lightbox with a finger: a touch journey, so this file runs in the
 * phone project only (its name says so; see playwright.config.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { axeViolations, waitForAnimations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';
import { ensureGalleryPages, galleryThumbnails } from '../support/gallery.ts';
import { waitForHydration } from '../support/page.ts';

/**
 * A finger put down on `target`, moved by (dx, dy) in five moves about 16 ms apart (as a phone
 * delivers them) through the middle of it, held still, then lifted. Real touch input through
 * CDP, so the browser applies the picture's touch-action and makes the pointer events itself.
 * Holding still before lifting starts no fling, which could swallow the next gesture's touch.
 * The first move goes out with the touch, past the browser's touch slop: on a busy machine each
 * CDP call can take 300 ms, and a finger that stays put for half a second is a long press, after
 * which the browser cancels the pointer and the swipe does nothing (seen in a fresh CI run).
 */
async function swipe(page: Page, target: Locator, dx: number, dy = 0) {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2 - dx / 2;
  const y = box.y + box.height / 2 - dy / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  const steps = 5;
  for (let step = 1; step <= steps; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * step) / steps, y: y + (dy * step) / steps }],
    });
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(100);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('a swipe on the lightbox picture shows the next or previous photo, wrapping', async ({
  page,
  stack,
}) => {
  await ensureGalleryPages(stack, 1);
  await page.goto('/gallery');
  await waitForHydration(page);
  const thumbnails = galleryThumbnails(page);
  const count = await thumbnails.count();
  expect(count).toBeGreaterThan(2);
  const title = async (position: number) =>
    (await thumbnails.nth(position).getAttribute('aria-label'))!.replace(
      /^Open (.*) larger$/,
      '$1',
    );

  await thumbnails.first().tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName(`Image 1 of ${count}`);
  await waitForAnimations(page);
  const picture = dialog.getByRole('img');
  const caption = dialog.locator('figcaption');
  const firstAlt = await picture.getAttribute('alt');

  // Right to left, 150 px (a quarter of the picture's width is enough): the next photo.
  await swipe(page, picture, -150);
  await expect(dialog).toHaveAccessibleName(`Image 2 of ${count}`);
  await expect(caption).toHaveText(await title(1));
  await expect(picture).not.toHaveAttribute('alt', firstAlt!);

  // Left to right: back, then round to the last photo.
  await swipe(page, picture, 150);
  await expect(dialog).toHaveAccessibleName(`Image 1 of ${count}`);
  await swipe(page, picture, 150);
  await expect(dialog).toHaveAccessibleName(`Image ${count} of ${count}`);
  await expect(caption).toHaveText(await title(count - 1));

  // A mostly vertical gesture and a short drag leave the photo where it is.
  await swipe(page, picture, -100, 200);
  await swipe(page, picture, -40);
  await waitForAnimations(page);
  await expect(dialog).toHaveAccessibleName(`Image ${count} of ${count}`);
  // Back in place, and the open lightbox still passes axe.
  const shift = () =>
    picture.evaluate(
      (image) => new DOMMatrix(getComputedStyle(image.closest('figure')!).transform).m41,
    );
  await expect.poll(shift).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
});

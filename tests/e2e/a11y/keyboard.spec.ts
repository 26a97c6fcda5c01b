/**
 * A keyboard-only pass through the public site: the header (and on a phone the menu), a form
 * and a dialog. At every Tab the focused element must show a focus indicator, be inside the
 * viewport and not be hidden under the sticky header. The admin forms have their own pass in
 * tests/e2e/admin/keyboard.spec.ts.
 */
import { expectVisibleFocus, tabVisiblyTo, walkDialog } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';
import { ensureGalleryPages, galleryThumbnails } from '../support/gallery.ts';
import { waitForHydration } from '../support/page.ts';
import { navigationEntries } from '../support/routes.ts';

test('the header can be used with the keyboard alone, focus always visible', async ({
  page,
  isMobile,
}) => {
  await page.goto('/about');
  await waitForHydration(page);

  // The first Tab shows the skip link; Enter on it moves focus to the main content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: /skip to main content/i });
  await expect(skip).toBeFocused();
  await expectVisibleFocus(page, 'skip link');
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();

  // From the top again, through the whole header into the page.
  await page.reload();
  await waitForHydration(page);
  const firstInMain = page.getByRole('main').getByRole('link').first();
  const seen = await tabVisiblyTo(page, firstInMain, 'header');
  const header = seen.join('\n');
  expect(header).toContain('Tembo Safaris');
  // The theme toggle is a radio group: one Tab stop, the chosen option.
  expect(header).toMatch(/role=radio> (Light|Dark|System) theme$/m);
  if (isMobile) {
    // The entries are in the menu (keyboard.phone.spec.ts walks it).
    expect(header).toMatch(/> Toggle menu$/m);
  } else {
    for (const entry of [...navigationEntries, 'Book Now']) {
      expect(header).toMatch(new RegExp(`> ${entry}$`, 'm'));
    }
    expect(header).toMatch(/<input> Search$/m);
  }
});

test('the enquiry form can be filled in and sent with the keyboard alone', async ({ page }) => {
  // Every Tab press reads the focused element's styles (FocusWalk): dozens of round trips.
  test.slow();
  await page.goto('/contact');
  await waitForHydration(page);
  const form = page.getByRole('form');
  const name = form.getByRole('textbox', { name: 'Your name' });
  await tabVisiblyTo(page, name, 'to the form');

  // Every control of the form, in order, visibly focused.
  const send = form.getByRole('button', { name: 'Send Enquiry' });
  const controls = await tabVisiblyTo(page, send, 'through the form');
  expect(controls.length).toBeGreaterThanOrEqual(6);

  // Sent empty: the errors sit next to their fields, and focus goes to the first one to fix.
  await page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await expectVisibleFocus(page, 'the first invalid field');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  await expect(form.getByText('Please write a message.')).toBeVisible();

  // Filled in and sent from the keyboard.
  await page.keyboard.type('Keyboard Traveller');
  await tabVisiblyTo(page, form.getByRole('textbox', { name: 'Email address' }), 'to email');
  await page.keyboard.type(`keys.${Date.now().toString(36)}@example.com`);
  await tabVisiblyTo(page, form.getByRole('textbox', { name: 'Your message' }), 'to message');
  await page.keyboard.type('Can we combine gorillas and chimpanzees in five days?');
  await tabVisiblyTo(page, send, 'to send');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thank you! Your enquiry has been sent.')).toBeVisible();
});

test('the gallery lightbox can be opened, used and closed with the keyboard alone', async ({
  page,
  stack,
}) => {
  await ensureGalleryPages(stack, 1);
  await page.goto('/gallery');
  await waitForHydration(page);
  const first = galleryThumbnails(page).first();
  await tabVisiblyTo(page, first, 'to the first photo');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();

  const stops = (await walkDialog(page, dialog, 'lightbox')).join('\n');
  for (const control of ['Close', 'Previous', 'Next']) expect(stops).toMatch(new RegExp(control));

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
  await expectVisibleFocus(page, 'back on the photo');
});

import type { Page } from '@playwright/test';
import { adminTest as test, dropAt, expect, openAdmin, uniqueName } from './admin-fixtures.ts';

/** Presses Tab until the focused element matches, failing after `limit` presses. */
async function tabTo(page: Page, accessibleName: RegExp, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return '';
      const labelled = element.getAttribute('aria-labelledby');
      const label =
        element.getAttribute('aria-label') ??
        (labelled
          ? labelled
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ')
          : null) ??
        (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null) ??
        element.textContent ??
        '';
      return label.trim();
    });
    if (accessibleName.test(name)) return;
  }
  throw new Error(`Tab never reached ${accessibleName}`);
}

test('a destination can be created, and its highlights reordered (drag and drop), with the keyboard alone', async ({
  page,
  rest,
}) => {
  test.slow();
  const name = uniqueName('Sipi Falls');
  await openAdmin(page, '/admin/destinations/new');

  await tabTo(page, /^Name/);
  await page.keyboard.type(name);
  await tabTo(page, /^Location/);
  await page.keyboard.type('Eastern Uganda');
  await tabTo(page, /^Description/);
  await page.keyboard.type('Three waterfalls on the slopes of Mount Elgon.');

  await tabTo(page, /^Add highlight$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Highlight 1' })).toBeFocused();
  await page.keyboard.type('Coffee tours');
  await tabTo(page, /^Add highlight$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Highlight 2' })).toBeFocused();
  await page.keyboard.type('Abseiling beside the falls');
  // The entry's drag handle is just before its field: pick it up, one place up, drop.
  await page.keyboard.press('Shift+Tab');
  await expect(
    page.getByRole('button', { name: 'Drag Highlight 2: Abseiling beside the falls' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await dropAt(page, 'Insert before Highlight 1: Coffee tours');
  await expect(page.getByRole('textbox', { name: 'Highlight 1' })).toHaveValue(
    'Abseiling beside the falls',
  );
  await expect(page.getByText('Highlight moved to position 1 of 2.')).toBeAttached();

  await tabTo(page, /^Create destination$/);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Destination created.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/destinations\/edit\//);
  const [stored] = await rest<{ highlights: string[]; location: string }>(
    `destinations?name=eq.${encodeURIComponent(name)}&select=highlights,location`,
  );
  expect(stored).toEqual({
    highlights: ['Abseiling beside the falls', 'Coffee tours'],
    location: 'Eastern Uganda',
  });
});

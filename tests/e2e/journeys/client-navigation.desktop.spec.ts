/** Modifier clicks on the site's own links stay the browser's (desktop only: phones have no Ctrl). */
import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from '../support/page.ts';

test('a Ctrl-click on a site link opens it in a new tab, and the page stays', async ({
  page,
  context,
}) => {
  await page.goto('/about');
  await waitForHydration(page);
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Blog' });
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    link.click({ modifiers: ['Control'] }),
  ]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toMatch(/^\/blog\/?$/);
  await popup.close();
  await expect(page).toHaveURL(/\/about\/?$/);
});

import { expect, test } from './support/fixtures.ts';
import { galleryThumbnails } from './support/gallery.ts';
import { expectFocusInside } from './support/keyboard.ts';
import {
  cachedUrls,
  openUnderServiceWorker,
  siteChangedSinceBuild,
  waitForHydration,
} from './support/page.ts';
import { builtItems } from './support/routes.ts';

// The service worker is what this file tests (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('a visited page opens offline, and a page never visited shows the offline page', async ({
  page,
  context,
}) => {
  await openUnderServiceWorker(page);
  await page.goto('/about');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'About Tembo Safaris' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'About Tembo Safaris' })).toBeVisible();
  await waitForHydration(page);

  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
});

test('offline, what loads on demand still opens: the phone menu and the gallery lightbox', async ({
  page,
  context,
}) => {
  await openUnderServiceWorker(page);
  await page.goto('/gallery');
  await waitForHydration(page);

  // Neither the menu's nor the lightbox's code was fetched online: only the worker has it.
  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
  const menuToggle = page.getByRole('button', { name: 'Toggle menu' });
  if (await menuToggle.isVisible()) {
    await menuToggle.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectFocusInside(page.getByRole('dialog', { name: 'Menu' }));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  }
  await galleryThumbnails(page).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await context.setOffline(false);
});

test('offline, pages that read their address work: the contact form keeps its package, search answers from what it has seen', async ({
  page,
  context,
  built,
}) => {
  const { pkg, post } = builtItems(built);
  const seen = pkg.title.split(' ').find((part) => part.length > 5)!;
  const unseen = post.title.split(' ').find((part) => part.length > 5 && part !== seen)!;
  await openUnderServiceWorker(page);
  const packageChoice = () =>
    page
      .getByRole('form')
      .getByRole('combobox', { name: 'Safari package (optional)' })
      .locator('option:checked');
  const seenResult = () => page.getByRole('main').getByRole('link', { name: pkg.title });
  // Online first, each page until it shows what it read: the worker stores a read only once it
  // has arrived, and going offline before then would leave nothing to answer from.
  await page.goto(`/contact?package=${pkg.id}`);
  await waitForHydration(page);
  await expect(packageChoice()).toHaveText(pkg.title);
  await page.goto(`/search?q=${encodeURIComponent(seen)}`);
  await waitForHydration(page);
  await expect(seenResult()).toBeVisible();
  // The worker stores what it answered just after answering: wait for both pages and the search.
  await expect
    .poll(async () => {
      const paths = (await cachedUrls(page)).map((url) => new URL(url));
      return [
        paths.some((url) => url.pathname === '/contact' && url.search === `?package=${pkg.id}`),
        paths.some((url) => url.pathname === '/search' && url.searchParams.get('q') === seen),
        paths.some(
          (url) => url.pathname.endsWith('/rpc/search_site') && url.searchParams.get('q') === seen,
        ),
      ];
    })
    .toEqual([true, true, true]);

  await context.setOffline(true);
  await page.goto(`/contact?package=${pkg.id}`);
  await waitForHydration(page);
  const form = page.getByRole('form');
  await expect(packageChoice()).toHaveText(pkg.title);
  // The form is alive: sent empty, it says what is missing next to the field.
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(form.getByRole('textbox', { name: 'Your message' })).toHaveAccessibleDescription(
    /Please write a message\./,
  );

  // A search made before comes from the service worker's copy.
  await page.goto(`/search?q=${encodeURIComponent(seen)}`);
  await waitForHydration(page);
  await expect(seenResult()).toBeVisible();
  // A new one waits for the connection, says so, and runs when it is back.
  await page.getByRole('searchbox', { name: 'Search the site' }).fill(unseen);
  await page.getByRole('searchbox', { name: 'Search the site' }).press('Enter');
  await expect(page.getByText('You are offline.')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('main').getByRole('link', { name: post.title })).toBeVisible();
});

test('offline, a link to a page whose data was never fetched opens the offline page, not nothing', async ({
  page,
  context,
  stack,
}) => {
  // Ten minutes after the build, with the site changed since: the home page reads its stale
  // sections again through the data layer, with no QueryClientProvider on the page; the client
  // must still hear the drop.
  await siteChangedSinceBuild(page, stack.supabaseUrl);
  await page.clock.install({ time: Date.now() + 10 * 60_000 });
  await openUnderServiceWorker(page);
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  // A client-side navigation: its data is in no cache, and the document was never opened.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Destinations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page).toHaveURL('/destinations');
  await context.setOffline(false);
});

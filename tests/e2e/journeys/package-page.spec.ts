import { expectNoViolationsInBothThemes } from '../support/a11y.ts';
import type { Page } from '@playwright/test';
import { expect, insertRow, test } from '../support/fixtures.ts';
import { collectPageErrors, waitForHydration } from '../support/page.ts';

test('a package’s reviews, its best time to go, its price basis and related trips show on its page', async ({
  page,
  rest,
}) => {
  const [review] = await rest<{ name: string; content: string; package_id: string }>(
    'testimonials?approved=eq.true&package_id=not.is.null&select=name,content,package_id&order=created_at.desc&limit=1',
  );
  expect(review, 'the seed has an approved review of a package').toBeDefined();
  const [pkg] = await rest<{
    title: string;
    category: string;
    best_time: string;
    price_basis: string;
  }>(`packages?id=eq.${review!.package_id}&select=title,category,best_time,price_basis`);
  const errors = collectPageErrors(page);
  await page.goto(`/safaris/${review!.package_id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: pkg!.title })).toBeVisible();

  const reviews = page.getByRole('region', { name: 'Reviews of this trip' });
  await expect(reviews).toContainText(review!.name);
  await expect(reviews).toContainText(review!.content.slice(0, 60));
  await expect(page.getByRole('list', { name: 'At a glance' })).toContainText(pkg!.price_basis);
  await expect(page.getByRole('region', { name: 'Best time to go' })).toContainText(pkg!.best_time);

  const others = await rest<{ title: string }>(
    `packages?published=eq.true&category=eq.${pkg!.category}&id=neq.${review!.package_id}&select=title`,
  );
  const related = page.getByRole('region', { name: 'Related trips' });
  if (others.length === 0) await expect(related).toHaveCount(0);
  else await expect(related.getByRole('heading', { name: others[0]!.title })).toBeVisible();
  await expectNoViolationsInBothThemes(page, 'a package page with reviews');
  expect(errors).toEqual([]);
});

interface StoredPicture {
  url: string;
  alt: string;
  decorative: boolean;
}

test('a package’s gallery shows its pictures as build-time variants and opens each in the lightbox', async ({
  page,
  rest,
}) => {
  const packages = await rest<{ slug: string; title: string; gallery: StoredPicture[] }>(
    'packages?published=eq.true&select=slug,title,gallery&order=sort_order',
  );
  const pkg = packages.find((candidate) => candidate.gallery.length >= 3);
  expect(pkg, 'the seed gives a published package three pictures or more').toBeDefined();
  const errors = collectPageErrors(page);
  await page.goto(`/safaris/${pkg!.slug}`);
  await waitForHydration(page);
  const gallery = page.getByRole('region', { name: 'Gallery' });
  const thumbnails = gallery.getByRole('button', { name: /^Open picture/ });
  await expect(thumbnails).toHaveCount(pkg!.gallery.length);
  // Each thumbnail is a <picture> with AVIF and WebP variants, as the hero and the cards are.
  await expect(gallery.locator('picture source[type="image/avif"]')).toHaveCount(
    pkg!.gallery.length,
  );
  await expect(gallery.locator('img').first()).toHaveAttribute('src', /^\/img\//);

  const second = pkg!.gallery[1]!;
  await thumbnails.nth(1).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: second.alt })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectNoViolationsInBothThemes(page, 'a package page with a gallery');
  expect(errors).toEqual([]);
});

test('a lodge’s page shows its gallery', async ({ page, rest }) => {
  const lodges = await rest<{ slug: string; name: string; gallery: StoredPicture[] }>(
    'accommodations?published=eq.true&select=slug,name,gallery&order=name',
  );
  const lodge = lodges.find((candidate) => candidate.gallery.length >= 2);
  expect(lodge, 'the seed gives a published lodge two pictures or more').toBeDefined();
  await page.goto(`/accommodations/${lodge!.slug}`);
  await waitForHydration(page);
  const gallery = page.getByRole('region', { name: 'Gallery' });
  await expect(gallery.getByRole('button', { name: /^Open picture/ })).toHaveCount(
    lodge!.gallery.length,
  );
  await expect(
    gallery.getByRole('button', { name: new RegExp(escapeRegExp(lodge!.gallery[0]!.alt)) }),
  ).toBeVisible();
  await expectNoViolationsInBothThemes(page, 'a lodge page with a gallery');
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('itinerary days link to their lodges, and the route map is a picture that loads no map library', async ({
  page,
  rest,
  stack,
}) => {
  const lodges = await rest<{ id: string; slug: string; name: string }>(
    'accommodations?published=eq.true&latitude=not.is.null&select=id,slug,name&order=name&limit=2',
  );
  expect(lodges, 'the seed has two published lodges with a position').toHaveLength(2);
  const stops = lodges;
  // A trip over two lodges, named by id as the admin's "Lodge page" choice stores them.
  const slug = `route-test-${Date.now()}`;
  const id = await insertRow(stack, 'packages', {
    slug,
    title: 'Route test safari',
    price_usd: 1000,
    days: 3,
    category: 'wildlife-safaris',
    published: true,
    highlights: ['Two lodges'],
    inclusions: ['Everything'],
    itinerary: [
      { day: 1, title: 'First', accommodation: stops[0]!.name, accommodation_id: stops[0]!.id },
      { day: 2, title: 'Second', accommodation: stops[1]!.name, accommodation_id: stops[1]!.id },
      { day: 3, title: 'Home', accommodation: null },
    ],
  });

  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  try {
    await page.goto(`/safaris/${slug}`);
    await waitForHydration(page);
    await expectRouteWithoutMapLibrary(page, stops, requests);
  } finally {
    await deleteRow(stack, 'packages', id);
  }
});

async function expectRouteWithoutMapLibrary(
  page: Page,
  stops: readonly { slug: string; name: string }[],
  requests: string[],
) {
  const itinerary = page.getByRole('region', { name: 'Day-by-day itinerary' });
  for (const lodge of stops) {
    await expect(
      itinerary.getByRole('link', { name: lodge.name }).first(),
      `the itinerary links ${lodge.name}`,
    ).toHaveAttribute('href', `/accommodations/${lodge.slug}`);
  }
  const route = page.getByRole('region', { name: 'Route' });
  const picture = route.getByRole('img', { name: /^The route of / });
  await expect(picture).toBeVisible();
  for (const lodge of stops) await expect(picture).toHaveAccessibleName(new RegExp(lodge.name));
  // The picture's box is there before any script: a wide, non-empty SVG.
  const box = await picture.boundingBox();
  expect(box!.width).toBeGreaterThan(200);
  expect(box!.height).toBeGreaterThan(100);

  // Scroll the whole page, so anything loaded on sight would load now.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await route.scrollIntoViewIfNeeded();
  await expect(picture).toBeInViewport();
  await page.waitForLoadState('networkidle');
  const mapRequests = requests.filter((url) =>
    /leaflet|LocationMap|maplibre|tile\.openstreetmap/i.test(url),
  );
  expect(mapRequests, 'map library chunks or tiles').toEqual([]);
  await expectNoViolationsInBothThemes(page, 'a package page with a route map');

  // A lodge page, which does have the interactive map, requests them: the filter sees them.
  await itinerary.getByRole('link', { name: stops[0]!.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: stops[0]!.name })).toBeVisible();
  await page.getByRole('region', { name: 'Location' }).scrollIntoViewIfNeeded();
  await expect
    .poll(() => requests.filter((url) => /LocationMap|leaflet/i.test(url)).length)
    .toBeGreaterThan(0);
}

/** Deletes one row with the service role. */
async function deleteRow(
  stack: { supabaseUrl: string; serviceRoleKey: string },
  table: string,
  id: string,
) {
  const response = await fetch(`${stack.supabaseUrl}/rest/v1/${table}?id=eq.${id}`, {
    method: 'DELETE',
    headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` },
  });
  expect(response.ok, `delete ${table} ${id}`).toBe(true);
}

/** Whether two boxes overlap by more than a pixel. */
const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) =>
  a.x < b.x + b.width - 1 &&
  b.x < a.x + a.width - 1 &&
  a.y < b.y + b.height - 1 &&
  b.y < a.y + a.height - 1;

test('on a 390 px phone the Enquire / WhatsApp bar stays in reach, covers no last action and replaces the floating button', async ({
  page,
  built,
}) => {
  // A package the build prerendered, not whichever the database lists first now: the admin specs
  // publish packages of their own, with a lower sort order, that the shared build never saw.
  const pkg = built.packages.find((row) => row.published);
  expect(pkg, 'a published package in the build').toBeDefined();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/safaris/${pkg!.slug}`);
  await waitForHydration(page);
  const bar = page.getByRole('group', { name: 'Enquire about this safari' });
  const floating = page.getByRole('complementary', { name: 'WhatsApp chat' }).getByRole('link');

  const inReach = async () => {
    const box = (await bar.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(389);
    expect(Math.abs(box.y + box.height - 844)).toBeLessThanOrEqual(1);
    for (const link of await bar.getByRole('link').all()) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(40);
    }
  };
  await expect(bar).toBeVisible();
  await inReach();
  await expect(bar.getByRole('link', { name: 'Enquire' })).toHaveAttribute(
    'href',
    `/contact?package=${pkg!.id}`,
  );
  await expect(bar.getByRole('link', { name: 'WhatsApp us' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
  // One WhatsApp way on a phone, not two.
  await expect(floating).toBeHidden();
  await expectNoViolationsInBothThemes(page, 'a package page on a phone, with its Enquire bar');

  // Halfway down the article (the page's half may be past it on a short package): still at the
  // bottom of the screen while the article goes on.
  await page.evaluate(() => {
    const article = document.querySelector('main article')!.getBoundingClientRect();
    window.scrollTo(0, window.scrollY + article.top + (article.height - window.innerHeight) / 2);
  });
  await inReach();

  // At the end, the page's last actions and the footer are not under it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const barBox = (await bar.boundingBox())!;
  for (const name of ['Review this trip', 'Enquire about this safari']) {
    const action = page.getByRole('link', { name, exact: true }).last();
    await action.scrollIntoViewIfNeeded();
    const actionBox = (await action.boundingBox())!;
    const nowBar = (await bar.boundingBox())!;
    expect(overlaps(actionBox, nowBar), `${name} is under the bar`).toBe(false);
  }
  const footer = page.getByRole('contentinfo');
  expect(overlaps((await footer.boundingBox())!, barBox), 'the footer is under the bar').toBe(
    false,
  );

  // On a desktop the bar is gone and the floating button is back.
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(bar).toBeHidden();
  await expect(floating).toBeVisible();
});

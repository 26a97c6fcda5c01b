/**
 * The prerendered HTML of every route type, read with JavaScript off: what search engines,
 * link previews and visitors without JavaScript get. Runs once (desktop project).
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { siteConfig } from '../../apps/site/app/config/site.config.ts';
import { builtDestination, builtItems } from './support/routes.ts';
import { editedContact } from './support/stack.ts';

interface Head {
  title: string;
  description: string | null;
  canonical: string | null;
  og: Record<string, string>;
  twitterCard: string | null;
  jsonLd: { '@type': string; [key: string]: unknown }[];
}

async function openWithoutJs(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  return page;
}

async function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const meta = (selector: string) =>
      document.querySelector(selector)?.getAttribute('content') ?? null;
    const og: Record<string, string> = {};
    for (const tag of document.querySelectorAll('meta[property^="og:"]')) {
      og[tag.getAttribute('property')!] = tag.getAttribute('content') ?? '';
    }
    return {
      title: document.title,
      description: meta('meta[name="description"]'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      og,
      twitterCard: meta('meta[name="twitter:card"]'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent ?? 'null'),
      ),
    };
  });
}

const titles = new Map<string, string>();

/** The checks every public page passes, returning the head for route-specific checks. */
async function expectCompleteHead(page: Page, siteUrl: string, path: string): Promise<Head> {
  const head = await readHead(page);
  expect(head.title, `${path}: title`).toMatch(/\S/);
  for (const [otherPath, otherTitle] of titles) {
    expect(head.title, `${path} has the same title as ${otherPath}`).not.toBe(otherTitle);
  }
  titles.set(path, head.title);
  expect(head.description?.length ?? 0, `${path}: description`).toBeGreaterThan(50);
  expect(head.canonical, `${path}: canonical`).toBe(`${siteUrl}${path === '/' ? '/' : path}`);
  expect(head.og['og:title'], `${path}: og:title`).toBe(head.title);
  expect(head.og['og:description'], `${path}: og:description`).toBe(head.description);
  expect(head.og['og:url'], `${path}: og:url`).toBe(head.canonical);
  expect(head.og['og:image'], `${path}: og:image`).toMatch(/^https?:\/\//);
  expect(head.twitterCard, `${path}: twitter:card`).toBe('summary_large_image');
  expect(head.jsonLd.length, `${path}: JSON-LD`).toBeGreaterThan(0);
  return head;
}

const types = (head: Head) => head.jsonLd.map((document) => document['@type']);

// Serial: the unique-title check collects titles across the tests; each test opens many pages.
test.describe.configure({ mode: 'serial' });
test.slow();

test('the home page has its sections in order and the TravelAgency', async ({
  browser,
  stack,
  built,
}) => {
  const page = await openWithoutJs(browser, `${stack.siteUrl}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(built.hero.title);
  await expect(page.getByRole('link', { name: 'Explore Our Safaris' })).toHaveAttribute(
    'href',
    '/safaris',
  );
  const sections = await page.locator('main h2').allTextContents();
  const order = [
    'Safari Packages',
    'Unforgettable Experiences',
    'What Our Clients Say',
    'Photo Gallery',
    'Latest from Our Blog',
  ];
  expect(sections.filter((title) => order.includes(title))).toEqual(order);
  for (const name of [
    'View All Packages',
    'View All Photos',
    'View All Posts',
    'Contact Us',
    'Read Testimonials',
  ]) {
    await expect(page.getByRole('link', { name }).first()).toBeVisible();
  }
  for (const category of ['gorilla-trekking', 'wildlife-safaris', 'cultural-experiences']) {
    await expect(page.locator(`main a[href="/packages/${category}"]`).first()).toBeAttached();
  }
  await expect(
    page.getByRole('heading', { name: built.packages.find((row) => row.published)!.title }),
  ).toBeAttached();
  const head = await expectCompleteHead(page, stack.siteUrl, '/');
  expect(head.jsonLd.find((document) => document['@type'] === 'TravelAgency')).toMatchObject({
    name: 'Tembo Safaris',
  });
  await page.context().close();
});

test('every prerendered page’s footer, and the home page’s TravelAgency, show the contact details an admin edited before the build', async ({
  browser,
  stack,
  built,
}) => {
  // The admin's edit (support/stack.ts) is what the build read, and it is not the site config's.
  expect(built.contact).toMatchObject(editedContact);
  expect(editedContact.phone).not.toBe(siteConfig.contact.phone);
  expect(editedContact.email).not.toBe(siteConfig.contact.email);
  const { pkg, post } = builtItems(built);
  for (const path of [
    '/',
    '/about',
    '/safaris',
    `/safaris/${pkg.slug}`,
    `/blog/${post.slug}`,
    '/contact',
  ]) {
    const page = await openWithoutJs(browser, `${stack.siteUrl}${path}`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(built.contact.phone), `${path}: phone`).toBeVisible();
    await expect(footer.getByText(built.contact.email), `${path}: email`).toBeVisible();
    await expect(footer.getByText(built.contact.address), `${path}: address`).toBeVisible();
    await expect(footer.getByText(siteConfig.contact.phone), `${path}: config phone`).toHaveCount(
      0,
    );
    if (path === '/') {
      const agency = (await readHead(page)).jsonLd.find(
        (document) => document['@type'] === 'TravelAgency',
      );
      expect(agency).toMatchObject({
        telephone: built.contact.phone,
        email: built.contact.email,
        address: { streetAddress: built.contact.address },
      });
    }
    await page.context().close();
  }
});

test('static pages carry their content and full head', async ({ browser, stack }) => {
  const pages: [string, string, string][] = [
    ['/about', 'About Tembo Safaris', 'BreadcrumbList'],
    ['/services', 'Our Services', 'Service'],
    ['/gallery', 'Photo Gallery', 'BreadcrumbList'],
    ['/contact', 'Contact Us', 'BreadcrumbList'],
    ['/submit-testimonial', 'Share Your Experience', 'BreadcrumbList'],
  ];
  for (const [path, heading, jsonLdType] of pages) {
    const page = await openWithoutJs(browser, `${stack.siteUrl}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const head = await expectCompleteHead(page, stack.siteUrl, path);
    expect(types(head)).toContain(jsonLdType);
    await page.context().close();
  }
});

test('the safaris list and a category list name their packages', async ({
  browser,
  stack,
  built,
}) => {
  const page = await openWithoutJs(browser, `${stack.siteUrl}/safaris`);
  for (const pkg of built.packages) {
    await expect(page.getByRole('heading', { name: pkg.title, exact: true })).toHaveCount(
      pkg.published ? 1 : 0,
    );
  }
  const head = await expectCompleteHead(page, stack.siteUrl, '/safaris');
  expect(types(head)).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
  await page.context().close();

  const category = await openWithoutJs(browser, `${stack.siteUrl}/packages/gorilla-trekking`);
  for (const pkg of built.packages) {
    await expect(category.getByRole('heading', { name: pkg.title, exact: true })).toHaveCount(
      pkg.published && pkg.category === 'gorilla-trekking' ? 1 : 0,
    );
  }
  await expectCompleteHead(category, stack.siteUrl, '/packages/gorilla-trekking');
  await category.context().close();
});

test('a package page has price, itinerary and a TouristTrip with an Offer in USD', async ({
  browser,
  stack,
  built,
  rest,
}) => {
  const { pkg } = builtItems(built);
  const [row] = await rest<{ itinerary: { day: number; title: string }[]; inclusions: string[] }>(
    `packages?select=itinerary,inclusions&id=eq.${pkg.id}`,
  );
  const path = `/safaris/${pkg.slug}`;
  const page = await openWithoutJs(browser, `${stack.siteUrl}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: pkg.title })).toBeVisible();
  await expect(page.getByText(`$${pkg.price_usd.toLocaleString('en-US')}`).first()).toBeVisible();
  for (const day of row!.itinerary) {
    await expect(page.getByRole('heading', { name: `Day ${day.day}: ${day.title}` })).toBeVisible();
  }
  await expect(page.getByText(row!.inclusions[0]!)).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Enquire about this safari' }).first(),
  ).toHaveAttribute('href', `/contact?package=${pkg.id}`);
  const head = await expectCompleteHead(page, stack.siteUrl, path);
  const trip = head.jsonLd.find((document) => document['@type'] === 'TouristTrip');
  expect(trip).toMatchObject({
    name: pkg.title,
    offers: { '@type': 'Offer', priceCurrency: 'USD', price: pkg.price_usd.toFixed(2) },
  });
  await page.context().close();
});

test('destinations, lodgings and the blog carry their items and structured data', async ({
  browser,
  stack,
  built,
}) => {
  const destinations = built.destinations.filter((row) => row.published);
  const page = await openWithoutJs(browser, `${stack.siteUrl}/destinations`);
  for (const { name } of destinations) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true }).first()).toBeVisible();
  }
  const head = await expectCompleteHead(page, stack.siteUrl, '/destinations');
  expect(types(head).filter((type) => type === 'TouristDestination')).toHaveLength(
    destinations.length,
  );
  await page.context().close();

  const { lodging, post } = builtItems(built);
  const lodges = await openWithoutJs(browser, `${stack.siteUrl}/accommodations`);
  await expect(lodges.getByRole('heading', { name: lodging.name })).toBeVisible();
  await expectCompleteHead(lodges, stack.siteUrl, '/accommodations');
  await lodges.context().close();

  const lodgingPath = `/accommodations/${lodging.slug}`;
  const detail = await openWithoutJs(browser, `${stack.siteUrl}${lodgingPath}`);
  await expect(detail.getByRole('heading', { level: 1, name: lodging.name })).toBeVisible();
  expect(types(await expectCompleteHead(detail, stack.siteUrl, lodgingPath))).toContain(
    'LodgingBusiness',
  );
  await detail.context().close();

  const blog = await openWithoutJs(browser, `${stack.siteUrl}/blog`);
  await expect(blog.getByRole('heading', { name: post.title })).toBeVisible();
  await expectCompleteHead(blog, stack.siteUrl, '/blog');
  await blog.context().close();

  const postPath = `/blog/${post.slug}`;
  const article = await openWithoutJs(browser, `${stack.siteUrl}${postPath}`);
  await expect(article.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  const postHead = await expectCompleteHead(article, stack.siteUrl, postPath);
  expect(postHead.og['og:type']).toBe('article');
  expect(postHead.jsonLd.find((document) => document['@type'] === 'BlogPosting')).toMatchObject({
    headline: post.title,
  });
  await article.context().close();
});

test('a destination page lists its safaris and lodges, with a TouristDestination, and the overview links to it', async ({
  browser,
  stack,
  built,
}) => {
  const destination = builtDestination(built);
  const path = `/destinations/${destination.slug}`;
  const overview = await openWithoutJs(browser, `${stack.siteUrl}/destinations`);
  const card = overview.getByRole('article').filter({
    has: overview.getByRole('heading', { level: 2, name: destination.name, exact: true }),
  });
  await expect(card.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', path);
  await overview.context().close();

  const page = await openWithoutJs(browser, `${stack.siteUrl}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: destination.name })).toBeVisible();
  const trips = page.getByRole('region', { name: `Safaris in ${destination.name}` });
  for (const trip of destination.trips) {
    await expect(trips.getByRole('heading', { level: 3, name: trip.title })).toBeVisible();
  }
  const lodges = page.getByRole('region', { name: `Where to stay in ${destination.name}` });
  for (const lodge of destination.lodges) {
    await expect(lodges.getByRole('heading', { level: 3, name: lodge.name })).toBeVisible();
  }
  // No other destination's safaris.
  const elsewhere = built.packages.filter(
    (row) => row.published && row.destination_id !== destination.id,
  );
  for (const trip of elsewhere) {
    await expect(trips.getByRole('heading', { name: trip.title, exact: true })).toHaveCount(0);
  }
  const head = await expectCompleteHead(page, stack.siteUrl, path);
  expect(head.title).toContain(destination.name);
  const place = head.jsonLd.find((document) => document['@type'] === 'TouristDestination');
  expect(place).toMatchObject({
    name: destination.name,
    url: `${stack.siteUrl}${path}`,
    geo: { '@type': 'GeoCoordinates' },
  });
  expect(types(head)).toContain('BreadcrumbList');
  await page.context().close();
});

test('testimonials show approved reviews only', async ({ browser, stack, built }) => {
  const page = await openWithoutJs(browser, `${stack.siteUrl}/testimonials`);
  for (const { name, approved } of built.testimonials) {
    if (approved) await expect(page.getByText(name).first()).toBeVisible();
    else await expect(page.getByText(name)).toHaveCount(0);
  }
  await expectCompleteHead(page, stack.siteUrl, '/testimonials');
  await page.context().close();
});

test('sitemap.xml lists every public page and every seeded item; robots.txt keeps admin out', async ({
  request,
  stack,
  built,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const published = <Row extends { published: boolean }>(rows: Row[]) =>
    rows.filter((row) => row.published);
  const unpublished = <Row extends { published: boolean }>(rows: Row[]) =>
    rows.filter((row) => !row.published);
  const expected = [
    '/',
    '/about',
    '/services',
    '/safaris',
    '/destinations',
    '/accommodations',
    '/blog',
    '/testimonials',
    '/packages/gorilla-trekking',
    ...published(built.packages).map((row) => `/safaris/${row.slug}`),
    ...published(built.accommodations).map((row) => `/accommodations/${row.slug}`),
    ...published(built.destinations).map((row) => `/destinations/${row.slug}`),
    ...published(built.posts).map((row) => `/blog/${row.slug}`),
  ];
  for (const path of expected) expect(urls).toContain(`${stack.siteUrl}${path}`);
  for (const row of unpublished(built.posts)) {
    expect(urls).not.toContain(`${stack.siteUrl}/blog/${row.slug}`);
  }
  for (const row of unpublished(built.packages)) {
    expect(urls).not.toContain(`${stack.siteUrl}/safaris/${row.slug}`);
  }
  for (const row of unpublished(built.destinations)) {
    expect(urls).not.toContain(`${stack.siteUrl}/destinations/${row.slug}`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain('Disallow: /auth');
  expect(robots).toContain(`Sitemap: ${stack.siteUrl}/sitemap.xml`);
});

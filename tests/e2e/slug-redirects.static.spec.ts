/**
 * Readable URLs that never break (docs/decisions.md#slug-urls): packages and accommodations live
 * at their slug, and their old addresses (the id of the specification's /safaris/{id}, a slug
 * from before a rename) answer a permanent redirect there, from the static server of the tests
 * (serve-static.ts, which reads the generated `_redirects`) and in every host's generated
 * configuration. The stack renamed a package through the admin's API before the build
 * (support/stack.ts), so its old slug is one of them. Runs once (desktop project).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { waitForHydration } from './support/page.ts';
import { builtItems } from './support/routes.ts';
import { siteDir } from './support/stack.ts';

const hostFile = (host: string, name: string) =>
  fs.readFileSync(path.join(siteDir, '..', 'hosts', host, name), 'utf8');

/** What the host answers for `pathname`, without following a redirect. */
async function answer(request: APIRequestContext, pathname: string) {
  const response = await request.get(pathname, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location ?? null };
}

test('/safaris/{id} and /accommodations/{id} answer 301 with the slug URL', async ({
  request,
  built,
}) => {
  const { pkg, lodging } = builtItems(built);
  expect(await answer(request, `/safaris/${pkg.id}`)).toEqual({
    status: 301,
    location: `/safaris/${pkg.slug}`,
  });
  expect(await answer(request, `/accommodations/${lodging.id}`)).toEqual({
    status: 301,
    location: `/accommodations/${lodging.slug}`,
  });
  // The query string goes along (a shared link's campaign tags).
  expect(await answer(request, `/safaris/${pkg.id}?utm_source=whatsapp`)).toEqual({
    status: 301,
    location: `/safaris/${pkg.slug}?utm_source=whatsapp`,
  });
  // The slug URLs are the pages themselves.
  const page = await request.get(`/safaris/${pkg.slug}`, { maxRedirects: 0 });
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain(`<link rel="canonical" href="`);
  expect(await page.text()).toContain(`/safaris/${pkg.slug}"`);
});

test('an old slug after a rename answers 301 to the new slug, whose page is live', async ({
  request,
  built,
}) => {
  const { renamed } = built;
  const pkg = built.packages.find((row) => row.id === renamed.id)!;
  expect(pkg.slug).toBe(renamed.to);
  expect(await answer(request, `/safaris/${renamed.from}`)).toEqual({
    status: 301,
    location: `/safaris/${renamed.to}`,
  });
  expect(await answer(request, `/safaris/${renamed.id}`)).toEqual({
    status: 301,
    location: `/safaris/${renamed.to}`,
  });
  const page = await request.get(`/safaris/${renamed.to}`, { maxRedirects: 0 });
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain(`/safaris/${renamed.to}"`);
  // The old slug is no page and no sitemap entry any more.
  expect(fs.existsSync(path.join(siteDir, 'safaris', renamed.from))).toBe(false);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/safaris/${renamed.to}</loc>`);
  expect(sitemap).not.toContain(`/safaris/${renamed.from}</loc>`);
});

test('drafts and unknown addresses are not redirected: they answer 404', async ({
  request,
  built,
}) => {
  const draft = built.packages.find((row) => !row.published);
  expect(draft, 'a draft package in the seed').toBeDefined();
  for (const pathname of [
    `/safaris/${draft!.id}`,
    `/safaris/${draft!.slug}`,
    '/safaris/00000000-0000-4000-8000-000000000000',
    '/accommodations/no-such-lodge',
  ]) {
    expect(await answer(request, pathname), pathname).toEqual({ status: 404, location: null });
  }
});

test('the generated host configuration holds every redirect, for Netlify, Cloudflare and Vercel', ({
  built,
}) => {
  const live = built.packages.filter((row) => row.published);
  const lodges = built.accommodations.filter((row) => row.published);
  const expected = [
    ...live.map((row) => [`/safaris/${row.id}`, `/safaris/${row.slug}`]),
    ...lodges.map((row) => [`/accommodations/${row.id}`, `/accommodations/${row.slug}`]),
    [`/safaris/${built.renamed.from}`, `/safaris/${built.renamed.to}`],
  ];
  for (const host of ['netlify', 'cloudflare']) {
    const lines = hostFile(host, '_redirects').split('\n');
    for (const [from, to] of expected) {
      expect(lines, `${host}: ${from}`).toContain(`${from}  ${to}  301`);
    }
  }
  // The deployable `_redirects` is Netlify's (the build did not run on Cloudflare Pages).
  expect(fs.readFileSync(path.join(siteDir, '_redirects'), 'utf8')).toBe(
    hostFile('netlify', '_redirects'),
  );
  const vercel = JSON.parse(hostFile('vercel', 'vercel.json')) as {
    redirects: { source: string; destination: string; statusCode: number }[];
  };
  for (const [from, to] of expected) {
    expect(vercel.redirects).toContainEqual({ source: from, destination: to, statusCode: 301 });
  }
  // Nothing else is redirected: one rule per old address.
  expect(vercel.redirects).toHaveLength(expected.length);
});

test('a visitor following an old link lands on the slug URL', async ({ page, built }) => {
  const { renamed } = built;
  const pkg = built.packages.find((row) => row.id === renamed.id)!;
  await page.goto(`/safaris/${renamed.from}`);
  await expect(page).toHaveURL(`/safaris/${renamed.to}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: pkg.title })).toBeVisible();
});

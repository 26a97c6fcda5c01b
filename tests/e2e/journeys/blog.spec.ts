import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { newProjectContext } from '../support/context.ts';
import { collectPageErrors, siteChangedSinceBuild, waitForHydration } from '../support/page.ts';

/** The scripts the page downloads that hold the Markdown renderer (micromark is its parser). */
function markdownRenderers(page: Page): () => Promise<string[]> {
  const checks: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (!/\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname)) return;
    checks.push(
      response.text().then(
        (code) => (code.includes('micromark') ? response.url() : null),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(checks)).filter((url) => url !== null);
}

test('a traveller reads one of the latest blog posts from the home page', async ({
  page,
  rest,
  built,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const latest = page.getByRole('region', { name: 'Latest from Our Blog' });
  // A post that was published when the site was built (all of those have sections): the admin
  // journeys publish the seeded draft, which then shows here too once the list is read again.
  const builtTitles = built.posts.filter((post) => post.published).map((post) => post.title);
  const titles = (await latest.getByRole('article').getByRole('heading').allTextContents()).map(
    (text) => text.trim(),
  );
  const title = titles.find((candidate) => builtTitles.includes(candidate));
  expect(title, `one of ${titles.join(' | ')} was published at build time`).toBeDefined();
  await latest
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .getByRole('link', { name: 'Read More' })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(title!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const slug = /\/blog\/([^/?#]+)$/.exec(page.url())?.[1];
  const [post] = await rest<{ content: string; published: boolean }>(
    `blog_posts?slug=eq.${slug}&select=content,published`,
  );
  expect(post?.published).toBe(true);

  // The markdown is rendered: its section titles are headings (under the page's h1), its
  // paragraphs are text, and no markdown syntax is left over.
  const article = page.getByRole('article');
  const headings = [...post!.content.matchAll(/^##+ (.+)$/gm)].map((match) => match[1]!.trim());
  expect(headings.length, 'the seeded post has sections').toBeGreaterThan(0);
  for (const heading of headings) {
    await expect(article.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(article.locator('script')).toHaveCount(0);
  expect(await article.innerText()).not.toContain('## ');

  // Back to the list.
  await article.getByRole('link', { name: 'All posts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Safari Blog' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
});

test('a post opened directly hydrates from its prerendered text, and shows an edit made after the build', async ({
  browser,
  built,
  rest,
  stack,
}) => {
  const slug = built.posts.find((row) => row.published)?.slug;
  const [post] = await rest<{ slug: string; content: string }>(
    `blog_posts?slug=eq.${slug}&select=slug,content`,
  );
  const heading = /^## (.+)$/m.exec(post?.content ?? '')?.[1]?.trim();
  expect(heading, 'a post published at build time has sections').toBeDefined();
  // No service worker: its cache would answer the post's read before the route below.
  const context = await newProjectContext(browser, { serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const renderers = markdownRenderers(page);

  // Within the cache's five minutes of the build, the page keeps the build's text: the Markdown
  // renderer (about 34 KB gzip) is never downloaded.
  await page.goto(`/blog/${post!.slug}`);
  await waitForHydration(page);
  const article = page.getByRole('article');
  await expect(
    article.getByRole('heading', { level: 2, name: heading!, exact: true }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await renderers()).toEqual([]);

  // A visitor who comes later gets the post read again; edited since the build, its new text
  // is rendered in place.
  await page.route(`${stack.supabaseUrl}/rest/v1/blog_posts?*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { content?: string } | { content?: string }[];
    for (const row of Array.isArray(body) ? body : [body]) {
      if (row.content === post!.content) row.content += '\n\n## Added after the build\n\nNew text.';
    }
    await route.fulfill({ response, json: body });
  });
  await siteChangedSinceBuild(page, stack.supabaseUrl);
  await page.clock.install({ time: Date.now() + 10 * 60_000 });
  await page.reload();
  await waitForHydration(page);
  await expect(
    article.getByRole('heading', { level: 2, name: 'Added after the build', exact: true }),
  ).toBeVisible();
  await expect(
    article.getByRole('heading', { level: 2, name: heading!, exact: true }),
  ).toBeVisible();
  expect(await renderers()).not.toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from '../support/page.ts';

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

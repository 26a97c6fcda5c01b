import { adminTest as test, expect, openAdmin } from './admin-fixtures.ts';

// The public pages are reached by client-side navigations ('View on the site'), whose
// clientLoaders refetch what the admin's change invalidated (see packages.spec.ts).

test('publishing a draft post puts it on /blog', async ({ page, rest }) => {
  const title = 'The Essential Uganda Safari Packing List';
  await openAdmin(page, '/admin/blog?state=draft');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Draft')).toBeVisible();
  await row.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(page.getByText(`"${title}" is published.`)).toBeVisible();
  const [stored] = await rest<{ published: boolean }>(
    'blog_posts?slug=eq.uganda-safari-packing-list&select=published',
  );
  expect(stored?.published).toBe(true);

  await page.getByRole('link', { name: 'View on the site' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('approving a testimonial puts it on /testimonials', async ({ page, rest }) => {
  const name = 'Maria Gonzalez';
  await openAdmin(page, '/admin/testimonials?state=pending');
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Approve the testimonial from ${name}` }).click();
  await expect(
    page.getByText(
      `The testimonial from ${name} is approved and goes live on the site with the next build, in about a minute.`,
    ),
  ).toBeVisible();
  const [stored] = await rest<{ approved: boolean }>(
    `testimonials?name=eq.${encodeURIComponent(name)}&select=approved`,
  );
  expect(stored?.approved).toBe(true);

  await page.getByRole('link', { name: 'View on the site' }).click();
  await expect(page).toHaveURL(/\/testimonials$/);
  await expect(page.getByText(name, { exact: true })).toBeVisible();
});

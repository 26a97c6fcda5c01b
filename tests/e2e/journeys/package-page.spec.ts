import { expectNoViolationsInBothThemes } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';
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

/** Journeys through the public pages against the real backend: forms, query-string pages. */
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors, waitForHydration } from './support/page.ts';
import { builtItems } from './support/routes.ts';

test('an enquiry from a package page arrives in the database with the package', async ({
  page,
  built,
  rest,
}) => {
  const { pkg } = builtItems(built);
  const email = `e2e-${test.info().project.name}-${Date.now()}@example.com`;
  const errors = collectPageErrors(page);
  await page.goto(`/safaris/${pkg.id}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Enquire about this safari' }).first().click();
  await expect(page).toHaveURL(`/contact?package=${pkg.id}`);
  await expect(page.getByRole('button', { name: /Safari package/ })).toContainText(pkg.title);
  await page.getByRole('textbox', { name: /^Your name/ }).fill('Amina Nakato');
  await page.getByRole('textbox', { name: /^Email address/ }).fill(email);
  await page.getByRole('textbox', { name: /^Your message/ }).fill('Two adults, early July.');
  await page.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(page.getByText('Thank you! Your enquiry has been sent.')).toBeVisible();
  await expect
    .poll(async () =>
      rest<{ package_id: string; name: string }>(
        `enquiries?select=package_id,name&email=eq.${email}`,
      ),
    )
    .toEqual([{ package_id: pkg.id, name: 'Amina Nakato' }]);
  expect(errors).toEqual([]);
});

test('a prerendered contact page opened with ?package= preselects it after hydration', async ({
  page,
  built,
}) => {
  const { pkg } = builtItems(built);
  const errors = collectPageErrors(page);
  await page.goto(`/contact?package=${pkg.id}`);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: /Safari package/ })).toContainText(pkg.title);
  expect(errors).toEqual([]);
});

test('a testimonial is stored unapproved and the visitor is told it appears after review', async ({
  page,
  rest,
}) => {
  const name = `E2E Reviewer ${test.info().project.name} ${Date.now()}`;
  await page.goto('/submit-testimonial');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: /^Your name/ }).fill(name);
  await page.getByRole('radio', { name: /4 stars/ }).check({ force: true });
  await page
    .getByRole('textbox', { name: /^Your experience/ })
    .fill('Walking with chimpanzees in Kibale was the highlight of our year.');
  await page.getByRole('button', { name: 'Submit Testimonial' }).click();
  await expect(
    page
      .getByText('It will appear on our testimonials page once our team has reviewed it.')
      .first(),
  ).toBeVisible();
  await expect
    .poll(async () =>
      rest<{ rating: number; approved: boolean }>(
        `testimonials?select=rating,approved&name=eq.${encodeURIComponent(name)}`,
      ),
    )
    .toEqual([{ rating: 4, approved: false }]);
});

test('the gallery’s second page is served by the page-1 file and hydrates without a mismatch', async ({
  page,
  stack,
}) => {
  // The seed has exactly twelve images; one more makes a second page.
  const headers = {
    apikey: stack.serviceRoleKey,
    authorization: `Bearer ${stack.serviceRoleKey}`,
    'content-type': 'application/json',
    prefer: 'return=representation',
  };
  const title = `E2E photo ${test.info().project.name} ${Date.now()}`;
  const created = await fetch(`${stack.supabaseUrl}/rest/v1/gallery`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title,
      alt: 'A test photo of the Nile',
      image_url: '/images/seed/murchison-falls-1280.webp',
      sort_order: 100000,
    }),
  });
  expect(created.status).toBe(201);
  const [row] = (await created.json()) as { id: string }[];
  try {
    const errors = collectPageErrors(page);
    await page.goto('/gallery?page=2');
    await waitForHydration(page);
    const pages = page.getByRole('navigation', { name: 'Gallery pages' });
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByText(title)).toBeVisible();
    await pages.getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL('/gallery');
    await expect(page.getByText(title)).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    await fetch(`${stack.supabaseUrl}/rest/v1/gallery?id=eq.${row!.id}`, {
      method: 'DELETE',
      headers,
    });
  }
});

test('search finds a package from the header', async ({ page, built }) => {
  const { pkg } = builtItems(built);
  await page.goto('/');
  await waitForHydration(page);
  const word = pkg.title.split(' ').find((part) => part.length > 5)!;
  const isPhone = test.info().project.name === 'phone';
  if (isPhone) {
    await page.keyboard.press('Alt+Slash');
    await expect(page).toHaveURL('/search');
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toBeFocused();
  } else {
    await page.keyboard.press('Alt+Slash');
    await expect(page.getByRole('banner').getByRole('searchbox')).toBeFocused();
  }
  await page.keyboard.type(word);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(word)}`);
  await expect(page.getByRole('link', { name: pkg.title })).toBeVisible();
});

test('Alt+S moves focus to the main content', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.keyboard.press('Alt+KeyS');
  await expect(page.locator('main#main')).toBeFocused();
});

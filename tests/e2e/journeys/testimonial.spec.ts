import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from '../support/page.ts';

test('a traveller submits a testimonial; it waits for review and is not shown yet', async ({
  page,
  rest,
  stack,
}) => {
  // A name no other test (or earlier run) used: the flood guard counts per name.
  const name = `Grace Nakato ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  await page.goto('/testimonials');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Share Your Experience' }).last().click();
  await expect(page).toHaveURL('/submit-testimonial');

  const form = page.getByRole('form', { name: 'Your testimonial' });
  await form.getByRole('textbox', { name: 'Your name' }).fill(name);
  await form.getByRole('textbox', { name: 'Country (optional)' }).fill('Uganda');
  // The stars are drawn over visually hidden radio inputs: a visitor taps the star itself.
  const fourStars = form.getByRole('radio', { name: '4 stars' });
  // (`has` is queried inside each label, so it must not start from the form.)
  await form
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '4 stars' }) })
    .click();
  await expect(fourStars).toBeChecked();
  await form
    .getByRole('textbox', { name: 'Your experience' })
    .fill('Our guide found the Rushegura family in under two hours. Unforgettable, thank you!');
  await form.getByRole('button', { name: 'Submit Testimonial' }).click();

  // The confirmation says it appears after review (the toast and the page both say so).
  await expect(
    page.getByRole('heading', { name: 'Thank you! Your testimonial has been received.' }),
  ).toBeVisible();
  await expect(
    page
      .getByText('It will appear on our testimonials page once our team has reviewed it.')
      .first(),
  ).toBeVisible();

  // Stored for review: unapproved, whatever the browser sent.
  const rows = await rest<{ rating: number; country: string; approved: boolean }>(
    `testimonials?name=eq.${encodeURIComponent(name)}&select=rating,country,approved`,
  );
  expect(rows).toEqual([{ rating: 4, country: 'Uganda', approved: false }]);

  // Not public: the testimonials page (reached from the confirmation) lists others but not this
  // one, and the public key cannot read it, so no later build or browser read will show it.
  await page.getByRole('status').getByRole('link', { name: 'Read Testimonials' }).click();
  await expect(page).toHaveURL('/testimonials');
  await expect(page.getByRole('heading', { level: 1, name: 'What Our Clients Say' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  const asVisitor = await fetch(
    `${stack.supabaseUrl}/rest/v1/testimonials?name=eq.${encodeURIComponent(name)}&select=id`,
    { headers: { apikey: stack.anonKey } },
  );
  expect(await asVisitor.json()).toEqual([]);
});

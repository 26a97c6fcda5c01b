import { expectNoViolationsInBothThemes } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  answerMapTilesEmpty,
  collectPageErrors,
  siteUnchangedSinceBuild,
  waitForHydration,
} from '../support/page.ts';
import { builtItems } from '../support/routes.ts';

/** An address no other test (or earlier run) used: the flood guard counts per email. */
const uniqueEmail = (who: string) =>
  `${who}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

test('a traveller goes from the home page to a package and sends an enquiry about it', async ({
  page,
  rest,
  built,
  stack,
}) => {
  // The build's carousel: other tests create packages meanwhile, and once the site changed the
  // carousel reads again, where a new package (sort order 0) comes first.
  await siteUnchangedSinceBuild(page, stack.supabaseUrl);
  await page.goto('/');
  await waitForHydration(page);

  // The first package of the home carousel.
  const packages = page.getByRole('region', { name: 'Safari Packages' });
  const firstCard = packages.getByRole('article').first();
  const title = (await firstCard.getByRole('heading').textContent())!.trim();
  await firstCard.getByRole('link', { name: 'View Details' }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The page's address is the package's slug; the enquiry names the package by its id.
  const slug = /\/safaris\/([^/?#]+)$/.exec(page.url())?.[1];
  const packageId = built.packages.find((row) => row.slug === slug)?.id;
  expect(packageId, 'the package page URL carries its slug').toBeTruthy();

  await page.getByRole('link', { name: 'Enquire about this safari' }).first().click();
  await expect(page).toHaveURL(`/contact?package=${packageId}`);
  const form = page.getByRole('form');
  // The package is chosen for the traveller.
  await expect(
    form.getByRole('combobox', { name: 'Safari package (optional)' }).locator('option:checked'),
  ).toHaveText(title);

  const email = uniqueEmail('amara');
  await form.getByRole('textbox', { name: 'Your name' }).fill('Amara Okello');
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form
    .getByRole('textbox', { name: 'Phone or WhatsApp (optional)' })
    .fill('+256 772 555 010');
  await form
    .getByRole('textbox', { name: 'Your message' })
    .fill('We are two adults hoping to see the gorillas in July. Is a permit still available?');
  // Travellers: the arrow keys step the number input, the + button too.
  await form.getByRole('spinbutton', { name: 'Adults' }).press('ArrowUp');
  await form.getByRole('button', { name: 'Increase Children' }).click();
  await form.getByRole('button', { name: 'Send Enquiry' }).click();

  await expect(page.getByText('Thank you! Your enquiry has been sent.')).toBeVisible();
  // The form is empty again for the next enquiry.
  await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('');

  const rows = await rest<{
    name: string;
    package_id: string;
    status: string;
    phone: string;
    adults: number;
    children: number;
  }>(
    `enquiries?email=eq.${encodeURIComponent(email)}&select=name,package_id,status,phone,adults,children`,
  );
  expect(rows).toEqual([
    {
      name: 'Amara Okello',
      package_id: packageId,
      status: 'new',
      phone: '+256 772 555 010',
      adults: 3,
      children: 1,
    },
  ]);
});

test('a prerendered contact page opened with ?package= preselects it after hydration', async ({
  page,
  built,
}) => {
  const { pkg } = builtItems(built);
  const errors = collectPageErrors(page);
  await page.goto(`/contact?package=${pkg.id}`);
  await waitForHydration(page);
  await expect(
    page.getByRole('combobox', { name: 'Safari package (optional)' }).locator('option:checked'),
  ).toHaveText(pkg.title);
  expect(errors).toEqual([]);
});

test('a lodge’s "Contact Us" fills in the lodge, and the sent enquiry is confirmed on the page', async ({
  page,
  built,
  rest,
}) => {
  const { lodging } = builtItems(built);
  // Clicking "Contact Us" scrolls the map near, which starts loading its tiles as the page leaves.
  await answerMapTilesEmpty(page);
  const errors = collectPageErrors(page);
  await page.goto(`/accommodations/${lodging.id}`);
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(`/contact?accommodation=${lodging.id}`);

  const form = page.getByRole('form');
  const message = form.getByRole('textbox', { name: 'Your message' });
  await expect(message).toHaveValue(`I would like to stay at ${lodging.name} on my safari.`);

  const email = uniqueEmail('lodge');
  await form.getByRole('textbox', { name: 'Your name' }).fill('Lena Fischer');
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('button', { name: 'Send Enquiry' }).click();

  // A lasting confirmation that repeats what was sent, not only the toast.
  const confirmation = page.getByRole('region', { name: 'We have your enquiry' });
  await expect(confirmation).toContainText(`We will reply to ${email} within one working day`);
  await expect(confirmation.getByRole('definition')).toContainText([
    'Lena Fischer',
    email,
    '2 adults',
    `I would like to stay at ${lodging.name} on my safari.`,
  ]);
  await expect(message).toHaveValue('');
  const [stored] = await rest<{ message: string }>(
    `enquiries?email=eq.${encodeURIComponent(email)}&select=message`,
  );
  expect(stored?.message).toBe(`I would like to stay at ${lodging.name} on my safari.`);
  await expectNoViolationsInBothThemes(page, 'the contact page with its confirmation');
  expect(errors).toEqual([]);
});

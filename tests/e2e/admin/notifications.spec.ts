import { waitForHydration } from '../support/page.ts';
import {
  adminTest as test,
  createAccount,
  expect,
  openAdmin,
  passwordSession,
  storageStateFor,
  uniqueName,
} from './admin-fixtures.ts';

test('a confirmation the relay refuses shows as failing in the admin, with its error, and can be sent again', async ({
  browser,
  page,
}) => {
  const name = uniqueName('Wanjiru');
  // The local relay refuses the reserved .invalid domain with 550, as a relay refuses an
  // unroutable address; the enquiry itself is stored and acknowledged all the same.
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@tembo.invalid`;
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const contact = await visitor.newPage();
  await contact.goto('/contact');
  await waitForHydration(contact);
  const form = contact
    .getByRole('form')
    .filter({ has: contact.getByRole('button', { name: 'Send Enquiry' }) });
  await form.getByRole('textbox', { name: 'Your name' }).fill(name);
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form
    .getByRole('textbox', { name: 'Your message' })
    .fill('Chimpanzee tracking in Kibale, please.');
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(contact.getByText('Thank you! Your enquiry has been sent.')).toBeVisible();
  await visitor.close();

  await openAdmin(page, '/admin/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  // The page polls; the first attempt fails within seconds of the enquiry.
  await expect(row).toContainText('Failing: retrying (attempt 1 failed)', { timeout: 30_000 });
  await expect(row).toContainText('No such domain');
  await expect(
    row.getByRole('cell', { name: 'Enquiry confirmation (traveller)', exact: true }),
  ).toBeVisible();

  await row.getByRole('button', { name: /^Send again/ }).click();
  await expect(page.getByText('The message will be sent again now.')).toBeVisible();
  // Sent again at once: a fresh first attempt, refused again by the relay.
  await expect(row).toContainText('Failing: retrying (attempt 1 failed)', { timeout: 30_000 });
});

// A fresh admin of its own: the demo admin must keep getting the messages other tests read.
test('an admin turns the enquiry emails off for themselves and on again', async ({
  browser,
  stack,
}) => {
  const email = `${uniqueName('optout').replace(/\W+/g, '.')}@example.com`;
  const password = 'opt-out-admin-password';
  await createAccount(stack, { email, password, role: 'admin' });
  const context = await browser.newContext({
    storageState: storageStateFor(stack, await passwordSession(stack, email, password)),
  });
  const page = await context.newPage();
  await openAdmin(page, '/admin/notifications');
  const mine = page.getByRole('checkbox', {
    name: 'Email me about new enquiries and testimonials',
  });
  await expect(mine).toBeChecked();
  // react-aria's checkbox input is visually hidden: a person clicks its label.
  const label = page.locator('label').filter({ hasText: /^Email me about new enquiries/ });
  await label.click();
  await expect(page.getByText('You will no longer get these emails.')).toBeVisible();
  await page.reload();
  await expect(mine).not.toBeChecked();
  await label.click();
  await expect(page.getByText('You will get these emails.')).toBeVisible();
  await page.reload();
  await expect(mine).toBeChecked();
  await context.close();
});

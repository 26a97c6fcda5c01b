import type { StackInfo } from '../support/stack.ts';
import { expectNoViolationsInBothThemes } from '../support/a11y.ts';
import { adminTest as test, expect, openAdmin, uniqueName } from './admin-fixtures.ts';

/** Sends an enquiry as a visitor would, through the API (the contact form has its own test). */
async function sendEnquiry(stack: StackInfo, name: string): Promise<void> {
  // submit_enquiry(submission jsonb): visitors may not insert into the table directly.
  const response = await fetch(`${stack.supabaseUrl}/rest/v1/rpc/submit_enquiry`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${stack.anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      submission: {
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        message: 'Could you quote a week of gorillas and chimpanzees in October?',
      },
    }),
  });
  expect(response.status).toBe(204);
}

test('an enquiry moves to quoted, then lost with a reason, gets a note, and shows its time to first answer', async ({
  page,
  stack,
}) => {
  const name = uniqueName('Wanjiru');
  await sendEnquiry(stack, name);

  // Unanswered: listed among the new ones, not answered yet.
  await openAdmin(page, '/admin/enquiries?status=new');
  const unanswered = page.getByRole('table', { name: 'Unanswered enquiries, oldest first' });
  const row = unanswered.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row.getByRole('cell', { name: 'Not yet' })).toBeVisible();
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Enquiry from ${name}` })).toBeVisible();
  await expect(page.getByText('Not answered yet')).toBeVisible();

  // Quoted: the first move away from new is the first answer.
  await page.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Quoted' }).click();
  await expect(page.getByText('Marked as quoted.')).toBeVisible();
  await expect(page.getByText(/^After (under a minute|\d+ min)$/)).toBeVisible();

  // Lost needs a reason.
  await page.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Lost' }).click();
  const lost = page.getByRole('form', { name: 'Mark as lost' });
  await lost.getByRole('button', { name: 'Mark as lost' }).click();
  await expect(lost.getByText('Please say why the enquiry was lost.')).toBeVisible();
  await expectNoViolationsInBothThemes(page, 'the enquiry with the lost reason asked');
  await lost
    .getByRole('textbox', { name: /Why was it lost/ })
    .fill('Booked with a lodge directly.');
  await lost.getByRole('button', { name: 'Mark as lost' }).click();
  await expect(page.getByText('Marked as lost.')).toBeVisible();
  await expect(page.getByText('Booked with a lodge directly.')).toBeVisible();

  // An internal note, with its author.
  const noteForm = page.getByRole('form', { name: 'Add a note' });
  await noteForm
    .getByRole('textbox', { name: /New note/ })
    .fill('Offer a rainy-season discount next year.');
  await noteForm.getByRole('button', { name: 'Add note' }).click();
  const notes = page.getByRole('list', { name: 'Notes, oldest first' });
  await expect(notes.getByText('Offer a rainy-season discount next year.')).toBeVisible();
  await expectNoViolationsInBothThemes(page, 'the enquiry with a note');

  // It stays so after a reload: read back from the database.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Enquiry from ${name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /Status/ })).toHaveText(/Lost/);
  await expect(page.getByText('Booked with a lodge directly.')).toBeVisible();
  await expect(page.getByText(/^After (under a minute|\d+ min)$/)).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Notes, oldest first' })
      .getByText('Offer a rainy-season discount'),
  ).toBeVisible();
});

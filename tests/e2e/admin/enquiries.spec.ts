import { demoAdmin } from '@tembo/local-supabase';
import type { StackInfo } from '../support/stack.ts';
import { waitForHydration } from '../support/page.ts';
import { adminTest as test, expect, openAdmin, uniqueName } from './admin-fixtures.ts';

interface Mail {
  subject: string;
  text: string;
  html?: string;
  reply_to?: string;
  type: string;
}

/** The messages the local SMTP server received for `to` (the dev mailbox, newest first). */
async function smtpMail(stack: StackInfo, to: string): Promise<Mail[]> {
  const response = await fetch(
    `${stack.supabaseUrl}/__dev/mailbox?email=${encodeURIComponent(to)}`,
    { headers: { apikey: stack.serviceRoleKey } },
  );
  const { messages } = (await response.json()) as { messages: Mail[] };
  return messages.filter((message) => message.type === 'smtp');
}

test('an enquiry sent from /contact notifies staff and the traveller, appears in the inbox, and its status can be changed', async ({
  browser,
  page,
  stack,
}) => {
  const name = uniqueName('Otieno');
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;

  // A traveller, in a context of their own (not signed in).
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
    .getByRole('textbox', { name: 'Phone or WhatsApp (optional)' })
    .fill('+254 712 345 678');
  await form
    .getByRole('textbox', { name: 'Your message' })
    .fill('We would love to see the gorillas in August with our two teenagers.');
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(contact.getByText('Thank you! Your enquiry has been sent.')).toBeVisible();
  await visitor.close();

  await openAdmin(page, '/admin/enquiries');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Enquiry from ${name}` })).toBeVisible();
  await expect(page.getByText('We would love to see the gorillas in August')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    // The address as written (RFC 6068 keeps @ readable); subject and body percent-encoded.
    startsWith(
      `mailto:${email}?subject=${encodeURIComponent('Your safari enquiry with Tembo Safaris')}&body=${encodeURIComponent(`Hello ${name},`)}`,
    ),
  );
  await expect(page.getByRole('link', { name: /Reply on WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/254712345678\?text=/,
  );

  // Staff heard of it, and the traveller has a confirmation, within 10 seconds, by SMTP.
  let staff: Mail | undefined;
  await expect
    .poll(
      async () => {
        staff = (await smtpMail(stack, demoAdmin.email)).find((m) => m.subject.includes(name));
        return staff?.subject;
      },
      { timeout: 10_000 },
    )
    .toBe(`New enquiry from ${name}`);
  expect(staff?.reply_to).toBe(email);
  expect(staff?.text).toContain('We would love to see the gorillas in August');
  expect(staff?.text).toContain('Phone: +254 712 345 678');
  await expect
    .poll(async () => (await smtpMail(stack, email))[0]?.subject, { timeout: 10_000 })
    .toBe('We received your enquiry');
  // The staff message's link opens this enquiry in the admin.
  const adminLink = /Open the enquiry: (\S+)/.exec(staff?.text ?? '')?.[1];
  expect(adminLink).toMatch(new RegExp(`^${stack.siteUrl}/admin/enquiries/[0-9a-f-]{36}$`));
  await page.goto(adminLink!);
  await expect(page.getByRole('heading', { level: 1, name: `Enquiry from ${name}` })).toBeVisible();

  await page.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Replied' }).click();
  await expect(page.getByText('Marked as replied.')).toBeVisible();
  await openAdmin(page, '/admin/enquiries?status=replied');
  await expect(page.getByRole('link', { name })).toBeVisible();
});

/** A pattern for text that begins with `prefix`, taken literally. */
function startsWith(prefix: string): RegExp {
  return new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

import type { Locator, Page } from '@playwright/test';
import { demoAdmin } from '@tembo/local-supabase';
import { test } from '../support/fixtures.ts';
import { waitForHydration } from '../support/page.ts';
import {
  createAccount,
  expect,
  openAdmin,
  passwordSession,
  storageStateFor,
  uniqueName,
} from './admin-fixtures.ts';
import type { StackInfo } from '../support/stack.ts';

const emailOf = (name: string) => `${name.toLowerCase().replace(/\W+/g, '-')}@example.com`;

test('an anonymous visitor is sent to sign in and brought back to the page after signing in', async ({
  page,
}) => {
  await page.goto('/admin/enquiries?status=new');
  // The admin SPA first loads its code, which on a busy machine can take longer than an
  // assertion's limit: the assertions start once the page has hydrated (the test's limit).
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fenquiries%3Fstatus%3Dnew$/);
  const form = page.getByRole('form', { name: 'Sign in with password' });
  await form.getByLabel('Email').fill(demoAdmin.email);
  await form.getByLabel('Password').fill('not the password');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByText('The email or password is incorrect.')).toBeVisible();

  await form.getByLabel('Password').fill(demoAdmin.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries\?status=new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  await expect(page.getByText(demoAdmin.email)).toBeVisible();
});

test('a signed-in user without admin rights sees Access Denied', async ({ browser, stack }) => {
  const name = uniqueName('Plain user');
  const password = 'plain-user-password';
  await createAccount(stack, { email: emailOf(name), password });
  const context = await browser.newContext({
    storageState: storageStateFor(stack, await passwordSession(stack, emailOf(name), password)),
  });
  const page = await context.newPage();
  await page.goto('/admin/packages');
  await waitForHydration(page);
  const main = page.getByRole('main', { name: 'Access Denied' });
  await expect(main.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(main.getByText('You need admin privileges to access this page.')).toBeVisible();
  await expect(page).toHaveTitle('Access Denied | Tembo Safaris admin');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  await context.close();
});

test('an admin who is not a super admin sees the super admin wording on the users page', async ({
  browser,
  stack,
}) => {
  const name = uniqueName('Content admin');
  const password = 'content-admin-password';
  await createAccount(stack, { email: emailOf(name), password, role: 'admin' });
  const context = await browser.newContext({
    storageState: storageStateFor(stack, await passwordSession(stack, emailOf(name), password)),
  });
  const page = await context.newPage();
  await openAdmin(page, '/admin/users');
  await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(
    page.getByText('You need super admin privileges to access this page.'),
  ).toBeVisible();
  await context.close();
});

/**
 * Asks /auth for a sign-in email for the demo admin and returns the email as the local mailbox
 * holds it (its code and its link).
 */
async function requestSignInEmail(
  page: Page,
  stack: StackInfo,
  beforeSending?: (request: Locator) => Promise<void>,
): Promise<{ otp: string; link?: string }> {
  await page.goto('/auth');
  await waitForHydration(page);
  await page.getByText('Sign in with a one-time code').click();
  const request = page.getByRole('form', { name: 'Request a sign-in code' });
  await beforeSending?.(request);
  const sentAfter = new Date().toISOString();
  await request.getByLabel('Email').fill(demoAdmin.email);
  await request.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText(`We sent a code to ${demoAdmin.email}.`)).toBeVisible();
  const mailbox = await fetch(
    `${stack.supabaseUrl}/__dev/mailbox?email=${encodeURIComponent(demoAdmin.email)}`,
    { headers: { apikey: stack.serviceRoleKey } },
  );
  const { messages } = (await mailbox.json()) as {
    messages: { otp: string; link?: string; sent_at: string }[];
  };
  const mail = messages.find((message) => message.sent_at >= sentAfter);
  expect(mail, 'the sign-in email').toBeDefined();
  return mail!;
}

// Both ask for the demo admin's sign-in email, and a new code replaces the last: one at a time.
test.describe('sign-in by email', () => {
  test.describe.configure({ mode: 'serial' });

  test('sign-in by one-time code asks for an email or phone, then signs in with the mailed code', async ({
    page,
    stack,
  }) => {
    const mail = await requestSignInEmail(page, stack, async (request) => {
      await request.getByRole('button', { name: 'Send me a code' }).click();
      await expect(
        request.getByText('You must provide either an email or phone number.'),
      ).toBeVisible();
    });
    const verify = page.getByRole('form', { name: 'Enter your sign-in code' });
    await verify.getByLabel('Code').fill(mail.otp);
    await verify.getByRole('button', { name: 'Sign in with the code' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('the link in the sign-in email signs in too and lands in the admin area', async ({
    page,
    stack,
  }) => {
    const { link } = await requestSignInEmail(page, stack);
    expect(link, 'the email carries a sign-in link').toBeDefined();
    // The link verifies with the backend, which sends the browser back to this site's /auth.
    expect(new URL(link!).searchParams.get('redirect_to')).toBe(`${stack.siteUrl}/auth`);
    await page.goto(link!);
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});

test('an auth redirect that failed shows its error as text', async ({ page }) => {
  await page.goto(
    '/auth?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
  );
  await waitForHydration(page);
  await expect(page.getByRole('alert')).toHaveText(
    'Signing in did not work: Email link is invalid or has expired',
  );
});

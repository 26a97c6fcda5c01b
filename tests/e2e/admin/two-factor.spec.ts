/**
 * Two-factor sign-in for admins (docs/architecture.md#two-factor-sign-in): an admin enrols a
 * TOTP factor, signs out, signs in with the password and then the code the test computes from
 * the key, and reaches the admin area; a session with only the password cannot write to
 * packages. A new admin of its own, so the demo admin the other journeys use keeps no factor.
 */
import { Secret, TOTP } from 'otpauth';
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

/** The code an authenticator app shows, `steps` periods of 30 s from now. */
function totpCode(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
}

test('an admin enrols a TOTP factor, then signs in with the password and the code; the password alone cannot write', async ({
  browser,
  stack,
}) => {
  test.setTimeout(test.info().timeout * 2);
  const email = `${uniqueName('two factor admin').replace(/\W+/g, '-')}@example.com`;
  const password = 'two-factor-admin-password';
  await createAccount(stack, { email, password, role: 'admin' });
  const context = await browser.newContext({
    storageState: storageStateFor(stack, await passwordSession(stack, email, password)),
  });
  const page = await context.newPage();

  // Enrol: QR code and key, then one code from the "app".
  await openAdmin(page, '/admin/two-factor');
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const qr = page.getByRole('img', { name: /^QR code for your authenticator app/ });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  const secret = ((await page.locator('code').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const confirm = page.getByRole('form', { name: 'Confirm two-factor sign-in' });
  await confirm.getByLabel('Code from your authenticator app').fill('000000');
  await confirm.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(confirm.getByText(/That code is not right/)).toBeVisible();
  await confirm.getByLabel('Code from your authenticator app').fill(totpCode(secret));
  await confirm.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('button', { name: 'Remove two-factor sign-in' })).toBeVisible();

  // Sign out, sign in with the password: the code is asked before the admin area opens.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth/);
  const form = page.getByRole('form', { name: 'Sign in with password' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  const gate = page.getByRole('main', { name: 'Enter your sign-in code' });
  await expect(gate).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  // The next period's code: the one used to enrol is never accepted twice.
  // By keyboard: the field, then Enter.
  await gate.getByLabel('Code from your authenticator app').focus();
  await page.keyboard.type(totpCode(secret, 1));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await context.close();

  // A session with only the password, sent straight to the API: the write is refused.
  const aal1 = await passwordSession(stack, email, password);
  const write = await fetch(`${stack.supabaseUrl}/rest/v1/packages`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${String(aal1.access_token)}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify({
      slug: `two-factor-${Date.now()}`,
      title: 'Written with a password only',
      price_usd: 100,
      duration: '1 day',
      days: 1,
      category: 'birding',
    }),
  });
  expect(write.status).toBe(403);
  expect(await write.text()).toContain('42501');
});

test('an admin with a factor and a password-only session sees the code step, not the admin area', async ({
  browser,
  stack,
}) => {
  const email = `${uniqueName('two factor gate').replace(/\W+/g, '-')}@example.com`;
  const password = 'two-factor-gate-password';
  await createAccount(stack, { email, password, role: 'admin' });
  // Enrol through the auth API, as supabase-js does.
  const first = await passwordSession(stack, email, password);
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${stack.supabaseUrl}/auth/v1${path}`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${String(first.access_token)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown> & { totp: { secret: string } };
  };
  const factor = await call('/factors', { factor_type: 'totp' });
  const challenge = await call(`/factors/${String(factor.id)}/challenge`, {});
  await call(`/factors/${String(factor.id)}/verify`, {
    challenge_id: challenge.id,
    code: totpCode(factor.totp.secret),
  });

  const context = await browser.newContext({
    storageState: storageStateFor(stack, await passwordSession(stack, email, password)),
  });
  const page = await context.newPage();
  await page.goto('/admin/packages/new');
  await waitForHydration(page);
  const gate = page.getByRole('main', { name: 'Enter your sign-in code' });
  await expect(gate).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  await gate.getByLabel('Code from your authenticator app').fill('12345');
  await gate.getByRole('button', { name: 'Continue' }).click();
  await expect(gate.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await gate.getByLabel('Code from your authenticator app').fill(totpCode(factor.totp.secret, 1));
  await gate.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('form', { name: 'New package' })).toBeVisible();
  await context.close();
});

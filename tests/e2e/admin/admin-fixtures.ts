/**
 * Fixtures of the admin journeys. Signing in through the form is tested once (auth.spec.ts);
 * every other test starts signed in: each worker signs the demo admin in once through the auth
 * API and gives each test's browser context that session in localStorage, where supabase-js
 * keeps it (Playwright storageState).
 */
import type { Locator, Page } from '@playwright/test';
import { demoAdmin } from '@tembo/local-supabase';
import { expect as baseExpect, test as base } from '../support/fixtures.ts';
import { waitForHydration } from '../support/page.ts';
import type { StackInfo } from '../support/stack.ts';

/** The localStorage key supabase-js keeps the session under for a project URL. */
export function sessionStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** Signs in through GoTrue's password grant and returns the session supabase-js would store. */
export async function passwordSession(
  stack: StackInfo,
  email: string,
  password: string,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${stack.supabaseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Playwright storage state holding a signed-in session for the site. */
export function storageStateFor(stack: StackInfo, session: Record<string, unknown>) {
  return {
    cookies: [],
    origins: [
      {
        origin: stack.siteUrl,
        localStorage: [
          { name: sessionStorageKey(stack.supabaseUrl), value: JSON.stringify(session) },
        ],
      },
    ],
  };
}

/** Creates a confirmed account with the service key, optionally with a role row. */
export async function createAccount(
  stack: StackInfo,
  { email, password, role }: { email: string; password: string; role?: 'admin' | 'super_admin' },
): Promise<{ id: string }> {
  const service = {
    apikey: stack.serviceRoleKey,
    authorization: `Bearer ${stack.serviceRoleKey}`,
    'content-type': 'application/json',
  };
  const created = await fetch(`${stack.supabaseUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: service,
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  if (!created.ok) throw new Error(`create ${email}: ${created.status} ${await created.text()}`);
  const user = (await created.json()) as { id: string };
  if (role) {
    const granted = await fetch(`${stack.supabaseUrl}/rest/v1/user_roles`, {
      method: 'POST',
      headers: service,
      body: JSON.stringify({ user_id: user.id, role }),
    });
    if (!granted.ok)
      throw new Error(`role for ${email}: ${granted.status} ${await granted.text()}`);
  }
  return user;
}

/** A name no other test (or earlier run against the same database) uses. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Opens an admin page and waits until the guard let it through (the admin navigation shows). */
export async function openAdmin(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
}

/**
 * Fills in what publishing a package needs besides its basics: a highlight (unless `highlight` is
 * null), one itinerary day and an inclusion (docs/product-rules.md#publishing-a-package).
 */
export async function fillPackageSections(
  form: Locator,
  {
    highlight = 'Game drives on the plains',
    day = 'Arrival and an evening game drive',
    inclusion = 'Park entrance fees',
  }: { highlight?: string | null; day?: string; inclusion?: string } = {},
): Promise<void> {
  // Each field is left (blurred) before the next click: leaving it re-renders the form, and a
  // click whose press lands while the layout moves is lost.
  const fillAndLeave = async (field: Locator, value: string) => {
    await field.fill(value);
    await field.blur();
  };
  if (highlight !== null) {
    await form.getByRole('button', { name: 'Add highlight' }).click();
    await fillAndLeave(form.getByRole('textbox', { name: /^Highlight \d+$/ }).last(), highlight);
  }
  await form.getByRole('button', { name: 'Add inclusion' }).click();
  await fillAndLeave(form.getByRole('textbox', { name: /^Inclusion \d+$/ }).last(), inclusion);
  await form.getByRole('button', { name: 'Add day' }).click();
  await fillAndLeave(
    form
      .getByRole('region', { name: 'Itinerary entry 1' })
      .getByRole('textbox', { name: 'Title', exact: true }),
    day,
  );
}

/** The package form's own title field (an itinerary day has a "Title" too). */
export function packageTitleField(form: Locator): Locator {
  return form.getByRole('group', { name: 'Basics' }).getByRole('textbox', {
    name: 'Title',
    exact: true,
  });
}

/** Tests that start signed in as the demo super admin. */
export const adminTest = base.extend<object, { adminSession: Record<string, unknown> }>({
  adminSession: [
    async ({ stack }, provide) => {
      await provide(await passwordSession(stack, demoAdmin.email, demoAdmin.password));
    },
    { scope: 'worker' },
  ],
  storageState: async ({ stack, adminSession }, provide) => {
    await provide(storageStateFor(stack, adminSession));
  },
});

/**
 * The admin area is a client-side app that loads its code after the page: on a busy two-core CI
 * machine the first admin page can take several seconds to appear.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * With an entry of a reorderable list picked up (Enter on its handle), moves the drop position up
 * with the arrow key until it is `target` (react-aria's "Insert before …" wording), then drops.
 */
export async function dropAt(page: Page, target: string): Promise<void> {
  const focused = page.locator('[aria-roledescription="drop indicator"]:focus');
  await expect(focused).toHaveCount(1);
  for (let presses = 0; presses < 8; presses += 1) {
    if ((await focused.getAttribute('aria-label')) === target) break;
    await page.keyboard.press('ArrowUp');
  }
  await expect(page.getByRole('button', { name: target })).toBeFocused();
  await page.keyboard.press('Enter');
}

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  adminTest as test,
  createAccount,
  expect,
  openAdmin,
  passwordSession,
  storageStateFor,
  uniqueName,
} from './admin-fixtures.ts';
import { chooseTheme, waitForAnimations } from '../support/a11y.ts';
import { insertRow } from '../support/fixtures.ts';
import { waitForHydration } from '../support/page.ts';

/** Every admin page; edit pages use a record read from the database. */
async function adminPages(
  rest: (path: string) => Promise<{ id: string }[]>,
  stack: { supabaseUrl: string; serviceRoleKey: string },
) {
  const first = async (table: string) => (await rest(`${table}?select=id&limit=1`))[0]!.id;
  // The seed has no enquiries (they come from travellers): make one for the detail page.
  const anEnquiry = () =>
    insertRow(stack, 'enquiries', {
      name: 'Axe Check',
      email: 'axe.check@example.com',
      phone: '+256 772 000 111',
      message: 'Checking the enquiry page for accessibility.',
    });
  return [
    '/admin',
    '/admin/packages',
    '/admin/packages/new',
    `/admin/packages/edit/${await first('packages')}`,
    '/admin/destinations',
    '/admin/destinations/new',
    `/admin/destinations/edit/${await first('destinations')}`,
    '/admin/accommodations',
    '/admin/accommodations/new',
    `/admin/accommodations/edit/${await first('accommodations')}`,
    '/admin/blog',
    '/admin/blog/new',
    `/admin/blog/edit/${await first('blog_posts')}`,
    '/admin/testimonials',
    '/admin/testimonials/new',
    `/admin/testimonials/edit/${await first('testimonials')}`,
    '/admin/gallery',
    '/admin/gallery/new',
    `/admin/gallery/edit/${await first('gallery')}`,
    '/admin/page-content',
    '/admin/enquiries',
    `/admin/enquiries/${await anEnquiry()}`,
    '/admin/notifications',
    '/admin/two-factor',
    '/admin/users',
    '/admin/recently-deleted',
    '/admin/audit',
  ];
}

async function expectNoViolations(page: Page, label: string) {
  // A drawer or dialog still fading in would be measured half-transparent (color-contrast).
  await waitForAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe on ${label}`).toEqual([]);
}

// Two halves, so the two workers share the pages; each page is checked in both themes.
for (const half of [0, 1] as const) {
  test(`admin pages pass axe in light and dark (part ${half + 1} of 2)`, async ({
    page,
    rest,
    stack,
  }) => {
    test.setTimeout(test.info().timeout * 6);
    const pages = (await adminPages(rest, stack)).filter((_, index) => index % 2 === half);
    for (const path of pages) {
      await openAdmin(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Nothing still loading: the placeholders are gone.
      await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      for (const theme of ['light', 'dark'] as const) {
        await chooseTheme(page, theme);
        await expectNoViolations(page, `${path} (${theme})`);
      }
    }
  });
}

test('the sign-in page and the Access Denied page pass axe in light and dark', async ({
  browser,
  stack,
}) => {
  test.setTimeout(test.info().timeout * 4);
  const email = `${uniqueName('axe user').replace(/\W+/g, '-')}@example.com`;
  await createAccount(stack, { email, password: 'axe-user-password' });
  const plainUser = storageStateFor(
    stack,
    await passwordSession(stack, email, 'axe-user-password'),
  );
  for (const theme of ['light', 'dark'] as const) {
    const anonymous = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    await anonymous.addInitScript((value) => localStorage.setItem('vite-ui-theme', value), theme);
    const visitor = await anonymous.newPage();
    await visitor.goto('/auth');
    // /auth and /admin are the SPA shell: first its code (docs/toolchain.md#first-admin-render-in-e2e).
    await waitForHydration(visitor);
    await expect(visitor.getByRole('form', { name: 'Sign in with password' })).toBeVisible();
    await expect(visitor.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await expectNoViolations(visitor, `/auth (${theme})`);
    await anonymous.close();

    const plain = await browser.newContext({ storageState: plainUser });
    await plain.addInitScript((value) => localStorage.setItem('vite-ui-theme', value), theme);
    const denied = await plain.newPage();
    await denied.goto('/admin');
    await waitForHydration(denied);
    await expect(denied.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expectNoViolations(denied, `Access Denied (${theme})`);
    await plain.close();
  }
});

test('the two-factor screens pass axe in light and dark: enrolment with its QR code, and the code step', async ({
  browser,
  stack,
}) => {
  test.setTimeout(test.info().timeout * 4);
  const email = `${uniqueName('axe two factor').replace(/\W+/g, '-')}@example.com`;
  const password = 'axe-two-factor-password';
  await createAccount(stack, { email, password, role: 'admin' });
  for (const theme of ['light', 'dark'] as const) {
    const context = await browser.newContext({
      storageState: storageStateFor(stack, await passwordSession(stack, email, password)),
    });
    await context.addInitScript((value) => localStorage.setItem('vite-ui-theme', value), theme);
    const page = await context.newPage();
    await openAdmin(page, '/admin/two-factor');
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(page.getByRole('img', { name: /^QR code/ })).toBeVisible();
    await expectNoViolations(page, `/admin/two-factor enrolment (${theme})`);
    if (theme === 'dark') {
      // Finish the enrolment, then come back with a password-only session: the code step.
      const secret = ((await page.locator('code').textContent()) ?? '').trim();
      const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
      const confirm = page.getByRole('form', { name: 'Confirm two-factor sign-in' });
      await confirm.getByLabel('Code from your authenticator app').fill(code);
      await confirm.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      await expect(page.getByRole('button', { name: 'Remove two-factor sign-in' })).toBeVisible();
      await expectNoViolations(page, `/admin/two-factor with a factor (${theme})`);
    }
    await context.close();
  }
  for (const theme of ['light', 'dark'] as const) {
    const context = await browser.newContext({
      storageState: storageStateFor(stack, await passwordSession(stack, email, password)),
    });
    await context.addInitScript((value) => localStorage.setItem('vite-ui-theme', value), theme);
    const page = await context.newPage();
    await page.goto('/admin');
    await waitForHydration(page);
    await expect(page.getByRole('main', { name: 'Enter your sign-in code' })).toBeVisible();
    await expectNoViolations(page, `two-factor code step (${theme})`);
    await context.close();
  }
});

test('the package editor passes axe in light and dark with its image address open, a new picture being chosen, and its preview', async ({
  page,
  rest,
}) => {
  test.setTimeout(test.info().timeout * 3);
  const [pkg] = await rest<{ id: string }>('packages?image_url=not.is.null&select=id&limit=1');
  await openAdmin(page, `/admin/packages/edit/${pkg!.id}`);
  const field = page.getByRole('group', { name: 'Package image' });
  await field.locator('summary', { hasText: 'Advanced' }).click();
  await expect(field.getByRole('textbox', { name: 'Package image address' })).toBeVisible();
  await field.getByRole('button', { name: 'Replace image' }).click();
  await expect(field.getByRole('button', { name: 'Choose image' })).toBeFocused();
  for (const theme of ['light', 'dark'] as const) {
    // The toggle is outside the preview's modal drawer: choose the theme, then open it.
    await chooseTheme(page, theme);
    await expectNoViolations(page, `package editor, image field open (${theme})`);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'Preview of this safari package' });
    await expect(preview.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, `package preview (${theme})`);
    await preview.getByRole('button', { name: 'Close preview' }).click();
    await expect(preview).toBeHidden();
  }
});

test('the destination, accommodation and blog post previews pass axe in light and dark', async ({
  page,
  rest,
}) => {
  test.setTimeout(test.info().timeout * 3);
  const records = [
    { table: 'destinations', admin: 'destinations', what: 'destination', image: 'image_url' },
    {
      table: 'accommodations',
      admin: 'accommodations',
      what: 'accommodation',
      image: 'image_url',
    },
    { table: 'blog_posts', admin: 'blog', what: 'blog post', image: 'featured_image' },
  ] as const;
  for (const record of records) {
    const [row] = await rest<{ id: string }>(
      `${record.table}?${record.image}=not.is.null&select=id&limit=1`,
    );
    await openAdmin(page, `/admin/${record.admin}/edit/${row!.id}`);
    for (const theme of ['light', 'dark'] as const) {
      // The toggle is outside the preview's modal drawer: choose the theme, then open it.
      await chooseTheme(page, theme);
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      const preview = page.getByRole('dialog', { name: `Preview of this ${record.what}` });
      await expect(preview.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(preview.getByRole('img').first()).toBeVisible();
      await expectNoViolations(page, `${record.what} preview (${theme})`);
      await preview.getByRole('button', { name: 'Close preview' }).click();
      await expect(preview).toBeHidden();
    }
  }
});

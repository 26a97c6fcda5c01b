/**
 * The admin area at phone size (375×812, touch), in light and dark, with zero axe violations:
 * every admin route of apps/site/app/routes.ts signed in as the demo super admin, the sign-in
 * page and the Access Denied page. The same pages at desktop size are swept by
 * tests/e2e/admin/a11y.spec.ts; this file only runs in the phone project (its name says so).
 */
import type { Page } from '@playwright/test';
import {
  adminTest as test,
  createAccount,
  expect,
  openAdmin,
  passwordSession,
  storageStateFor,
  uniqueName,
} from '../admin/admin-fixtures.ts';
import {
  expectNoViolationsInBothThemes,
  expectVisibleFocus,
  waitForAnimations,
} from '../support/a11y.ts';
import { newProjectContext } from '../support/context.ts';
import { insertRow, type Rest } from '../support/fixtures.ts';
import { tabUntil } from '../support/keyboard.ts';
import { adminContentTypes } from '../../../apps/site/app/features/admin/content/admin-types.ts';
import { pageRoutes, sampleUrls } from '../support/route-table.ts';
import type { StackInfo } from '../support/stack.ts';

/** An enquiry for the detail page (the seed has none: they come from travellers). */
const anEnquiry = (stack: StackInfo) =>
  insertRow(stack, 'enquiries', {
    name: 'Phone Sweep',
    email: 'phone.sweep@example.com',
    message: 'Checking the enquiry page at phone size.',
  });

/** The URL that stands for an admin route with parameters, resolved against the database. */
async function adminSample(pattern: string, rest: Rest, stack: StackInfo): Promise<string[]> {
  const first = async (table: string) => {
    const [row] = await rest<{ id: string }>(`${table}?select=id&limit=1`);
    if (!row) throw new Error(`the seed has no row in ${table}`);
    return row.id;
  };
  // The content types' three routes take the type as a parameter: each type's page is swept.
  const types = Object.entries(adminContentTypes).map(
    ([type, { table }]) => [type, table] as const,
  );
  if (pattern === 'admin/:type') return types.map(([type]) => `/admin/${type}`);
  if (pattern === 'admin/:type/new') return types.map(([type]) => `/admin/${type}/new`);
  if (pattern === 'admin/:type/edit/:id') {
    return Promise.all(
      types.map(async ([type, table]) => `/admin/${type}/edit/${await first(table)}`),
    );
  }
  if (pattern === 'admin/enquiries/:id') return [`/admin/enquiries/${await anEnquiry(stack)}`];
  if (pattern === 'admin/*') return ['/admin/no-such-page'];
  return sampleUrls({ pattern, file: '' }, {});
}

async function expectSettled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await waitForAnimations(page);
}

const adminRoutes = pageRoutes.filter(
  (route) => route.pattern === 'admin' || route.pattern.startsWith('admin/'),
);

for (const route of adminRoutes) {
  test(`axe finds nothing in light and dark at phone size: /${route.pattern}`, async ({
    page,
    rest,
    stack,
  }) => {
    test.slow(route.pattern.includes(':type'), 'one page of each of the six content types');
    for (const url of await adminSample(route.pattern, rest, stack)) {
      await openAdmin(page, url);
      await expectSettled(page);
      await expectNoViolationsInBothThemes(page, url);
    }
  });
}

test('axe finds nothing in light and dark at phone size: /auth and Access Denied', async ({
  browser,
  stack,
}) => {
  const anonymous = await newProjectContext(browser, {
    storageState: { cookies: [], origins: [] },
  });
  const visitor = await anonymous.newPage();
  await visitor.goto('/auth');
  await expect(visitor.getByRole('form', { name: 'Sign in with password' })).toBeVisible();
  await expectSettled(visitor);
  await expectNoViolationsInBothThemes(visitor, '/auth');
  await anonymous.close();

  const email = `${uniqueName('phone axe').replace(/\W+/g, '-')}@example.com`;
  await createAccount(stack, { email, password: 'phone-axe-password' });
  const plain = await newProjectContext(browser, {
    storageState: storageStateFor(stack, await passwordSession(stack, email, 'phone-axe-password')),
  });
  const denied = await plain.newPage();
  await denied.goto('/admin');
  const accessDenied = denied.getByRole('heading', { level: 1, name: 'Access Denied' });
  await expect(accessDenied).toBeVisible();
  // The Access Denied page has no theme toggle: the theme is stored and the page reloaded.
  await expectNoViolationsInBothThemes(denied, 'Access Denied', {
    ready: () => expect(accessDenied).toBeVisible(),
  });
  await plain.close();
});

test('on a phone the accounts table, wider than the screen, scrolls with the keyboard', async ({
  page,
}) => {
  await openAdmin(page, '/admin/users');
  const table = page.getByRole('region', { name: 'Accounts and their roles' });
  await expect(table).toBeVisible();
  expect(
    await table.evaluate((element) => element.scrollWidth - element.clientWidth),
  ).toBeGreaterThan(0);
  await tabUntil(page, table);
  await expectVisibleFocus(page, 'the accounts table');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

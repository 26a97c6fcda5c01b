import { adminTest as test, expect, openAdmin } from './admin-fixtures.ts';

// The content types' pages are three routes with the type as a parameter (routes.ts): every type's
// list, create and edit pages answer at their old addresses, and a type that does not exist is the
// admin's not-found page, not an error.

test('every content type answers at /admin/{type} and /admin/{type}/new', async ({ page }) => {
  const types = [
    ['/admin/packages', 'Safari packages', 'New safari package'],
    ['/admin/destinations', 'Destinations', 'New destination'],
    ['/admin/accommodations', 'Accommodations', 'New accommodation'],
    ['/admin/blog', 'Blog posts', 'New blog post'],
    ['/admin/testimonials', 'Testimonials', 'New testimonial'],
    ['/admin/gallery', 'Gallery', 'New gallery photo'],
  ] as const;
  for (const [path, list, create] of types) {
    await openAdmin(page, path);
    await expect(page.getByRole('heading', { level: 1, name: list })).toBeVisible();
    await openAdmin(page, `${path}/new`);
    await expect(page.getByRole('heading', { level: 1, name: create })).toBeVisible();
  }
});

test('an address whose type is no content type is the admin not-found page', async ({ page }) => {
  for (const path of ['/admin/no-such-type', '/admin/no-such-type/new', '/admin/lodges/edit/1']) {
    await openAdmin(page, path);
    await expect(page.getByText('There is no admin page at this address.')).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \| .* admin$/);
  }
});

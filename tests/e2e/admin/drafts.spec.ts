import { adminTest as test, expect, openAdmin, uniqueName } from './admin-fixtures.ts';

test('nothing typed is lost: leaving asks first, and a reload offers the draft back', async ({
  page,
}) => {
  // Reloading with unsaved changes asks the browser's own question: answer "leave".
  page.on('dialog', (dialog) => void dialog.accept());
  const title = uniqueName('Chimp tracking in Kibale');
  await openAdmin(page, '/admin/blog/new');
  const form = page.getByRole('form', { name: 'New blog post' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form
    .getByRole('textbox', { name: 'Text (markdown)' })
    .fill('## Day one\n\nWe met the **Kanyawara** group.');

  // The preview renders the markdown as the public page will.
  await form.getByRole('tab', { name: 'Preview text' }).click();
  const preview = form.getByRole('tabpanel', { name: 'Preview text' });
  await expect(preview.getByRole('heading', { name: 'Day one' })).toBeVisible();
  await expect(preview.getByText('Kanyawara')).toHaveJSProperty('tagName', 'STRONG');

  // Leaving inside the app asks first; staying keeps everything.
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  const prompt = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(title);

  // A reload (or a crash) keeps a draft in the browser, offered back: once the autosave, which
  // waits for typing to pause, has stored what was typed.
  const storedDrafts = () =>
    page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('tembo-admin-draft:'))
        .map((key) => localStorage.getItem(key))
        .join('\n'),
    );
  await expect.poll(storedDrafts).toContain(title);
  await expect.poll(storedDrafts).toContain('Kanyawara');
  await page.reload();
  await expect(page.getByText(/You have an unsaved draft of this form/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  await page.getByRole('button', { name: 'Restore draft' }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(
    /^chimp-tracking-in-kibale-/,
  );

  // Discarding forgets it for good.
  await page.reload();
  await page.getByRole('button', { name: 'Discard' }).click();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeVisible();
  await expect(page.getByText(/You have an unsaved draft of this form/)).toHaveCount(0);
});

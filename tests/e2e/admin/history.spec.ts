import { adminTest as test, expect, openAdmin, uniqueName } from './admin-fixtures.ts';
import { insertRow } from '../support/fixtures.ts';

test('an admin edits a package twice, sees both changes in its history and restores the first version', async ({
  page,
  rest,
  stack,
}) => {
  test.setTimeout(120_000);
  const title = uniqueName('Semliki Birding Weekend');
  const id = await insertRow(stack, 'packages', {
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title,
    price_usd: 900,
    duration: '2 days / 1 night',
    days: 2,
    category: 'birding',
  });

  await openAdmin(page, `/admin/packages/edit/${id}`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(1);

  // Two edits: the title, then the price.
  const renamed = `${title} (revised)`;
  let form = page.getByRole('form', { name: `Edit ${title}` });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(renamed);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Package saved.')).toBeVisible();
  form = page.getByRole('form', { name: `Edit ${renamed}` });
  await form.getByRole('textbox', { name: 'Price per person (USD)', exact: true }).fill('1200');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(history.getByRole('listitem')).toHaveCount(3);

  // Newest first: the price, the title, then the creation.
  const entries = history.getByRole('listitem');
  await expect(entries.nth(0)).toContainText('Edited by');
  await expect(entries.nth(0)).toContainText('(current version)');
  await expect(entries.nth(1)).toContainText('Edited by');
  await expect(entries.nth(2)).toContainText('Created by');
  await entries.nth(0).getByText('1 field changed').click();
  await expect(entries.nth(0).getByRole('rowheader', { name: 'Price usd' })).toBeVisible();
  await entries.nth(1).getByText('1 field changed').click();
  const titleChange = entries.nth(1).getByRole('row', { name: /Title/ });
  await expect(titleChange).toContainText(title);
  await expect(titleChange).toContainText(renamed);

  // Back to the first version: the one created before both edits.
  await entries.nth(2).getByRole('button', { name: 'Restore this version' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Restore this version?' });
  await dialog.getByRole('button', { name: 'Restore version' }).click();
  await expect(
    page.getByText('The safari package was restored to the chosen version.'),
  ).toBeVisible();
  const [stored] = await rest<{ title: string; price_usd: number }>(
    `packages?id=eq.${id}&select=title,price_usd`,
  );
  expect(stored).toEqual({ title, price_usd: 900 });
  // The form shows the restored version, and the restore is in the history itself.
  form = page.getByRole('form', { name: `Edit ${title}` });
  await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await expect(history.getByRole('listitem')).toHaveCount(4);
  await expect(history.getByRole('listitem').first()).toContainText('Edited by');
});

test('an admin deletes a lodge, finds it in Recently deleted and restores it', async ({
  page,
  rest,
  stack,
}) => {
  test.setTimeout(120_000);
  const name = uniqueName('Ishasha Tree Lodge');
  const id = await insertRow(stack, 'accommodations', {
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    type: 'lodge',
    location: 'Ishasha, Queen Elizabeth National Park',
  });

  await openAdmin(page, `/admin/accommodations/edit/${id}`);
  await page
    .getByRole('form', { name: `Edit ${name}` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Delete this accommodation?' })
    .getByRole('button', { name: 'Delete accommodation' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accommodations' })).toBeVisible();
  expect(await rest(`accommodations?id=eq.${id}&select=id`)).toEqual([]);

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Recently deleted' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recently deleted' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Recently deleted content' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Accommodation');
  await row.getByRole('button', { name: `Restore accommodation ${name}` }).click();
  await expect(page.getByText(`“${name}” was restored.`)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  const [restored] = await rest<{ id: string; name: string; location: string }>(
    `accommodations?id=eq.${id}&select=id,name,location`,
  );
  expect(restored).toEqual({ id, name, location: 'Ishasha, Queen Elizabeth National Park' });
  const [restore] = await rest<{ action: string }>(
    `audit_log?table_name=eq.accommodations&row_id=eq.${id}&select=action&order=id.desc&limit=1`,
  );
  expect(restore?.action).toBe('restore');
});

test('a destination restored from Recently deleted is again the one its package and lodge are filed under', async ({
  page,
  rest,
  stack,
}) => {
  test.setTimeout(120_000);
  const name = uniqueName('Semuliki Valley');
  const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const destinationId = await insertRow(stack, 'destinations', { slug: slugOf(name), name });
  const packageId = await insertRow(stack, 'packages', {
    slug: slugOf(`${name} hot springs`),
    title: `${name} hot springs`,
    price_usd: 700,
    days: 2,
    category: 'wildlife-safaris',
    destination_id: destinationId,
  });
  const lodgeId = await insertRow(stack, 'accommodations', {
    slug: slugOf(`${name} lodge`),
    name: `${name} lodge`,
    type: 'lodge',
    destination_id: destinationId,
  });

  await openAdmin(page, `/admin/destinations/edit/${destinationId}`);
  await page
    .getByRole('form', { name: `Edit ${name}` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Delete this destination?' })
    .getByRole('button', { name: 'Delete destination' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Destinations' })).toBeVisible();
  // The database cleared both links with the delete (ON DELETE SET NULL).
  expect(await rest(`packages?id=eq.${packageId}&select=destination_id`)).toEqual([
    { destination_id: null },
  ]);

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Recently deleted' })
    .click();
  const row = page
    .getByRole('table', { name: 'Recently deleted content' })
    .getByRole('row')
    .filter({ hasText: name });
  await row.getByRole('button', { name: `Restore destination ${name}` }).click();
  await expect(page.getByText(`“${name}” was restored with 2 links it had.`)).toBeVisible();
  expect(await rest(`packages?id=eq.${packageId}&select=destination_id`)).toEqual([
    { destination_id: destinationId },
  ]);
  expect(await rest(`accommodations?id=eq.${lodgeId}&select=destination_id`)).toEqual([
    { destination_id: destinationId },
  ]);
});

test('an admin reads the audit log but cannot write to it directly', async ({
  stack,
  adminSession,
}) => {
  const headers = {
    apikey: stack.anonKey,
    authorization: `Bearer ${adminSession.access_token as string}`,
    'content-type': 'application/json',
  };
  const url = `${stack.supabaseUrl}/rest/v1/audit_log`;
  const read = await fetch(`${url}?select=id&limit=1`, { headers });
  expect(read.status).toBe(200);
  expect(((await read.json()) as unknown[]).length).toBe(1);

  const denied = { code: '42501', message: 'permission denied for table audit_log' };
  const insert = await fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      table_name: 'packages',
      row_id: '00000000-0000-4000-8000-000000000000',
      action: 'update',
    }),
  });
  expect(insert.status).toBe(403);
  expect(await insert.json()).toMatchObject(denied);
  const update = await fetch(`${url}?id=gt.0`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ action: 'insert' }),
  });
  expect(update.status).toBe(403);
  expect(await update.json()).toMatchObject(denied);
  const remove = await fetch(`${url}?id=gt.0`, { method: 'DELETE', headers });
  expect(remove.status).toBe(403);
  expect(await remove.json()).toMatchObject(denied);
});

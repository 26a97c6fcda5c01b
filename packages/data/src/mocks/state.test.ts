// The mocks keep what the admin writes, as the real backend does: a save is visible to the next
// read, and resetMockData (called between tests) goes back to the fixtures.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as admin from '../admin.ts';
import { signInWithPassword } from '../auth/sign-in.ts';
import { createSupabaseClient, type AppSupabaseClient } from '../auth/supabase-client.ts';
import { getPackagesList } from '../public-reads.ts';
import { createMockFetch } from './fetch.ts';
import {
  enquiryFixtures,
  fixtureId,
  mockAdminUser,
  mockCredentials,
  packageFixtures,
} from './fixtures.ts';
import { mockTable, resetMockData } from './state.ts';
import { mockSupabaseConfig } from './tokens.ts';

const values: admin.PackageFormValues = {
  slug: 'state-test-safari',
  title: 'State Test Safari',
  description: 'Made by the mock state test.',
  price_usd: 1200,
  days: 3,
  category: 'wildlife-safaris',
  highlights: ['One'],
  itinerary: [{ day: 1, title: 'Arrive', description: 'Hello' }],
  inclusions: [],
  exclusions: [],
  published: true,
};

const gorillaId = fixtureId(101);
const gorillaSlug = packageFixtures.find((row) => row.id === gorillaId)!.slug;
const fixturesBefore = structuredClone({ packages: packageFixtures, enquiries: enquiryFixtures });

let client: AppSupabaseClient;

beforeEach(async () => {
  client = createSupabaseClient(mockSupabaseConfig, { fetch: createMockFetch(), browser: false });
  await signInWithPassword(client, {
    email: mockAdminUser.email,
    password: mockCredentials.adminPassword,
  });
});

afterEach(() => {
  resetMockData();
});

describe('mock writes are visible to the next read', () => {
  it('an update changes the edit form, the admin list and the public list', async () => {
    const updated = await admin.packagesType.save(client, {
      id: gorillaId,
      values: { ...values, slug: gorillaSlug, title: 'Gorillas, renamed' },
    });
    expect(updated.title).toBe('Gorillas, renamed');
    expect((await admin.packagesType.getRecord(client, { id: gorillaId })).title).toBe(
      'Gorillas, renamed',
    );
    const adminTitles = (await admin.packagesType.getList(client)).map((row) => row.title);
    expect(adminTitles).toContain('Gorillas, renamed');
    const publicRow = (await getPackagesList(client)).find((row) => row.id === gorillaId);
    expect(publicRow?.title).toBe('Gorillas, renamed');
  });

  it('a create appears in the admin list, the public list and the dashboard count', async () => {
    const countBefore = (await admin.getDashboardCounts(client)).packages;
    const created = await admin.packagesType.save(client, { values });
    const listed = (await admin.packagesType.getList(client)).find((row) => row.id === created.id);
    expect(listed).toMatchObject({ slug: 'state-test-safari', title: 'State Test Safari' });
    expect((await getPackagesList(client)).map((row) => row.id)).toContain(created.id);
    expect((await admin.getDashboardCounts(client)).packages).toBe(countBefore + 1);
  });

  it('a delete removes the row: the list no longer has it and its edit form is not found', async () => {
    await admin.packagesType.remove(client, { id: gorillaId });
    expect((await admin.packagesType.getList(client)).map((row) => row.id)).not.toContain(
      gorillaId,
    );
    await expect(admin.packagesType.getRecord(client, { id: gorillaId })).rejects.toMatchObject({
      kind: 'not-found',
    });
    // Deleting it again finds nothing, as on the real backend.
    await expect(admin.packagesType.remove(client, { id: gorillaId })).rejects.toMatchObject({
      kind: 'not-found',
    });
  });

  it('an enquiry status change shows in the enquiry, the inbox by status and the count', async () => {
    const id = fixtureId(801);
    expect((await admin.getAdminEnquiry(client, { id })).status).toBe('new');
    const newBefore = (await admin.getDashboardCounts(client)).newEnquiries;
    await admin.setEnquiryStatus(client, { id, status: 'replied' });
    expect((await admin.getAdminEnquiry(client, { id })).status).toBe('replied');
    const replied = await admin.getAdminEnquiries(client, { status: 'replied' });
    expect(replied.map((row) => row.id)).toContain(id);
    const inbox = await admin.getAdminEnquiries(client, { status: 'new' });
    expect(inbox.map((row) => row.id)).not.toContain(id);
    expect((await admin.getDashboardCounts(client)).newEnquiries).toBe(newBefore - 1);
  });
});

describe('resetMockData', () => {
  it('forgets every write and answers the fixtures again, which never change', async () => {
    const pristine = await admin.packagesType.getList(client);
    await admin.packagesType.save(client, {
      id: gorillaId,
      values: { ...values, slug: gorillaSlug, title: 'Changed' },
    });
    await admin.packagesType.save(client, { values });
    await admin.packagesType.remove(client, { id: fixtureId(102) });
    await admin.setEnquiryStatus(client, { id: fixtureId(801), status: 'quoted' });
    expect(await admin.packagesType.getList(client)).not.toEqual(pristine);

    resetMockData();

    expect(await admin.packagesType.getList(client)).toEqual(pristine);
    expect((await admin.getAdminEnquiry(client, { id: fixtureId(801) })).status).toBe('new');
    expect({ packages: packageFixtures, enquiries: enquiryFixtures }).toEqual(fixturesBefore);
    // The state is a copy: changing it leaves the fixtures alone.
    expect(mockTable('packages')).not.toBe(packageFixtures);
    expect(mockTable('packages')[0]).not.toBe(packageFixtures[0]);
  });
});

// The history functions against the MSW mocks: a row's history, "Recently deleted", restoring a
// version and a deleted row (with its links), the audit page's filters, and who may read.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInWithPassword } from '../auth/sign-in.ts';
import { createSupabaseClient } from '../auth/supabase-client.ts';
import type { Tables } from '../database.types.ts';
import { deletedLodgeFixture } from '../mocks/audit-fixtures.ts';
import { createMockFetch } from '../mocks/fetch.ts';
import {
  destinationFixtures,
  enquiryFixtures,
  mockAdminUser,
  mockCredentials,
  packageFixtures,
} from '../mocks/fixtures.ts';
import { handledRequests } from '../mocks/rest.ts';
import { mockTable, resetMockData } from '../mocks/state.ts';
import { mockSupabaseConfig } from '../mocks/tokens.ts';
import { fieldChanges, rowImage } from './audit.ts';
import { getAuditLog, getRecentlyDeleted, getRowHistory } from './history-reads.ts';
import { contentOf, restoreDeleted, restoreVersion } from './restore.ts';

const [firstPackage] = packageFixtures as [Tables<'packages'>];
const [enquiry] = enquiryFixtures as [Tables<'enquiries'>];

beforeEach(() => {
  handledRequests.length = 0;
});
afterEach(() => resetMockData());

let clients = 0;
async function signedIn(email: string, password: string) {
  clients += 1;
  const config = { ...mockSupabaseConfig, url: `http://history${clients}.supabase.mock` };
  const client = createSupabaseClient(config, { fetch: createMockFetch(), browser: false });
  await signInWithPassword(client, { email, password });
  return client;
}
const asAdmin = () => signedIn(mockAdminUser.email, mockCredentials.adminPassword);

describe('fieldChanges', () => {
  it('lists the fields that differ, bookkeeping left out', () => {
    expect(
      fieldChanges(
        { id: 'a', title: 'Old', price_usd: 10, highlights: ['x'], updated_at: '1' },
        { id: 'a', title: 'New', price_usd: 10, highlights: ['x', 'y'], updated_at: '2' },
      ),
    ).toEqual([
      { field: 'title', before: 'Old', after: 'New' },
      { field: 'highlights', before: ['x'], after: ['x', 'y'] },
    ]);
    expect(fieldChanges(null, { id: 'a', title: 'New' })).toEqual([
      { field: 'title', before: undefined, after: 'New' },
    ]);
  });
});

describe('getRowHistory', () => {
  it('lists a row’s changes newest first, for an admin', async () => {
    const client = await asAdmin();
    const history = await getRowHistory(client, { table: 'packages', id: firstPackage.id });
    expect(history.map((entry) => entry.action)).toEqual(['update', 'insert']);
    expect(history[0]).toMatchObject({ actor_email: mockAdminUser.email });
    expect(handledRequests.map((r) => r.handler)).toEqual(['audit_log.row-history']);
  });

  it('asks nothing for an id that is no id', async () => {
    const client = await asAdmin();
    expect(await getRowHistory(client, { table: 'packages', id: 'new' })).toEqual([]);
    expect(handledRequests).toEqual([]);
  });
});

describe('restoreVersion', () => {
  it('saves an earlier version through the normal update, content columns only', async () => {
    const client = await asAdmin();
    const [update] = await getRowHistory(client, { table: 'packages', id: firstPackage.id });
    const before = rowImage(update?.before);
    expect(before).toMatchObject({ price_usd: 1750 });
    const row = await restoreVersion(client, {
      table: 'packages',
      id: firstPackage.id,
      image: before ?? {},
    });
    expect(row).toMatchObject({ id: firstPackage.id, price_usd: 1750 });
    const patch = handledRequests.find((r) => r.handler === 'packages.update');
    expect(patch?.body).toEqual(contentOf(before ?? {}));
    expect(Object.keys(patch?.body as object)).not.toContain('id');
    expect(Object.keys(patch?.body as object)).not.toContain('updated_at');
  });
});

describe('recently deleted and restoreDeleted', () => {
  it('lists the deleted lodge, restores it with its id, and then no longer lists it', async () => {
    const client = await asAdmin();
    const deleted = await getRecentlyDeleted(client);
    expect(deleted.map((entry) => [entry.table_name, entry.row_id])).toEqual([
      ['accommodations', deletedLodgeFixture.id],
    ]);
    expect(await getRecentlyDeleted(client, { table: 'packages' })).toEqual([]);

    const restored = await restoreDeleted(client, deleted[0] as (typeof deleted)[number]);
    expect(restored).toMatchObject({ row: { id: deletedLodgeFixture.id }, links: 0 });
    expect(mockTable('accommodations').map((row) => row.id)).toContain(deletedLodgeFixture.id);
    expect(await getRecentlyDeleted(client)).toEqual([]);
  });

  it('puts back the links the delete cleared: the enquiry’s package', async () => {
    // The mocks do not run the trigger: play a package delete that cleared an enquiry's link.
    const packages = mockTable('packages');
    packages.splice(packages.indexOf(packages.find((p) => p.id === firstPackage.id)!), 1);
    const linked = mockTable('enquiries').find((row) => row.id === enquiry.id)!;
    linked.package_id = null;
    const at = '2026-03-10T10:00:00+00:00';
    const actor = { actor: mockAdminUser.id, actor_email: mockAdminUser.email };
    mockTable('audit_log').push(
      {
        id: 100,
        at,
        ...actor,
        table_name: 'packages',
        row_id: firstPackage.id,
        action: 'delete',
        before: firstPackage as never,
        after: null,
        txid: 9000,
      },
      {
        id: 101,
        at,
        ...actor,
        table_name: 'enquiries',
        row_id: enquiry.id,
        action: 'update',
        before: { id: enquiry.id, status: 'new', package_id: firstPackage.id },
        after: { id: enquiry.id, status: 'new', package_id: null },
        txid: 9000,
      },
    );

    const client = await asAdmin();
    const [deleted] = await getRecentlyDeleted(client, { table: 'packages' });
    expect(deleted?.row_id).toBe(firstPackage.id);
    const restored = await restoreDeleted(client, deleted!);
    expect(restored.links).toBe(1);
    expect(linked.package_id).toBe(firstPackage.id);
    expect(handledRequests.map((r) => r.handler)).toEqual([
      'audit_recently_deleted.list-by-table',
      'packages.create',
      'audit_log.links',
      'enquiries.restore-link',
    ]);
  });
  it('puts back the links a destination’s delete cleared: its package’s and its lodge’s', async () => {
    // As the database does on the delete (ON DELETE SET NULL), in one transaction.
    const destination = destinationFixtures[0]!;
    const destinations = mockTable('destinations');
    destinations.splice(
      destinations.indexOf(destinations.find((d) => d.id === destination.id)!),
      1,
    );
    const filed = [
      ['packages', mockTable('packages').find((row) => row.destination_id === destination.id)!],
      [
        'accommodations',
        mockTable('accommodations').find((row) => row.destination_id === destination.id)!,
      ],
    ] as const;
    const at = '2026-03-11T10:00:00+00:00';
    const actor = { actor: mockAdminUser.id, actor_email: mockAdminUser.email };
    mockTable('audit_log').push(
      {
        id: 110,
        at,
        ...actor,
        table_name: 'destinations',
        row_id: destination.id,
        action: 'delete',
        before: destination as never,
        after: null,
        txid: 9100,
      },
      ...filed.map(([table, row], index) => ({
        id: 111 + index,
        at,
        ...actor,
        table_name: table,
        row_id: row.id,
        action: 'update' as const,
        before: { id: row.id, destination_id: destination.id },
        after: { id: row.id, destination_id: null },
        txid: 9100,
      })),
    );
    for (const [, row] of filed) row.destination_id = null;

    const client = await asAdmin();
    const [deleted] = await getRecentlyDeleted(client, { table: 'destinations' });
    const restored = await restoreDeleted(client, deleted!);
    expect(restored.links).toBe(2);
    for (const [, row] of filed) expect(row.destination_id).toBe(destination.id);
    expect(handledRequests.map((r) => r.handler)).toEqual([
      'audit_recently_deleted.list-by-table',
      'destinations.create',
      'audit_log.links',
      'packages.restore-link',
      'accommodations.restore-link',
    ]);
  });
});

describe('getAuditLog', () => {
  it('filters by person, type and dates (inclusive)', async () => {
    const client = await asAdmin();
    expect((await getAuditLog(client)).map((e) => e.id)).toEqual([6, 5, 4, 3, 2, 1]);
    expect((await getAuditLog(client, { actor: mockAdminUser.id })).map((e) => e.id)).toEqual([
      6, 5, 4, 3,
    ]);
    expect((await getAuditLog(client, { table: 'enquiries' })).map((e) => e.action)).toEqual([
      'status',
    ]);
    expect(
      (await getAuditLog(client, { from: '2026-03-03', to: '2026-03-04' })).map((e) => e.id),
    ).toEqual([5, 4]);
    expect((await getAuditLog(client, { from: '2026-03-05' })).map((e) => e.id)).toEqual([6]);
    expect((await getAuditLog(client, { to: '2026-01-01' })).map((e) => e.id)).toEqual([1]);
    expect(
      (
        await getAuditLog(client, {
          actor: mockAdminUser.id,
          table: 'packages',
          from: '2026-03-01',
          to: '2026-03-31',
        })
      ).map((e) => e.id),
    ).toEqual([3]);
  });
});

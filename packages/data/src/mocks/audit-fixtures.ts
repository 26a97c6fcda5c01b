// Sample audit log for unit tests and stories: a package's history (a seed insert, then an
// admin's price change), a lodge deleted by the admin (so "Recently deleted" has a row), an
// enquiry status change and a role grant. Typed by the generated schema like the other fixtures.
import type { Json, Tables } from '../database.types.ts';
import {
  accommodationFixtures,
  enquiryFixtures,
  fixtureId,
  mockAdminUser,
  packageFixtures,
  userRoleFixtures,
} from './fixtures.ts';

const json = (row: object) => row as unknown as Json;

const [firstPackage] = packageFixtures as [Tables<'packages'>];
const [firstLodge] = accommodationFixtures as [Tables<'accommodations'>];
const [, repliedEnquiry] = enquiryFixtures as [Tables<'enquiries'>, Tables<'enquiries'>];
const [, superAdminRole] = userRoleFixtures as [Tables<'user_roles'>, Tables<'user_roles'>];

/** A lodge that the mock admin deleted: not in accommodationFixtures, restorable. */
export const deletedLodgeFixture: Tables<'accommodations'> = {
  ...firstLodge,
  id: fixtureId(399),
  slug: 'lake-bunyonyi-lodge',
  name: 'Lake Bunyonyi Lodge',
  description: 'Cottages on the terraced shores of Lake Bunyonyi.',
  location: 'Lake Bunyonyi, Kabale',
  type: 'lodge',
};

const admin = { actor: mockAdminUser.id, actor_email: mockAdminUser.email };
const system = { actor: null, actor_email: null };
const statusOf = (status: string) =>
  json({ id: repliedEnquiry.id, status, lost_reason: null, package_id: repliedEnquiry.package_id });

/** One entry: its id (and txid 5000 + id), day, who, table, row, action, before and after. */
const entry = (
  id: number,
  day: string,
  who: typeof admin | typeof system,
  table_name: string,
  row_id: string,
  action: string,
  before: Json | null,
  after: Json | null,
): Tables<'audit_log'> => ({
  id,
  at: `2026-${day}T10:00:00+00:00`,
  ...who,
  table_name,
  row_id,
  action,
  before,
  after,
  txid: 5000 + id,
});

const oldPrice = json({ ...firstPackage, price_usd: 1750 });
const lodge = json(deletedLodgeFixture);

export const auditLogFixtures: Tables<'audit_log'>[] = [
  entry(1, '01-01', system, 'packages', firstPackage.id, 'insert', null, oldPrice),
  entry(2, '02-10', system, 'accommodations', deletedLodgeFixture.id, 'insert', null, lodge),
  entry(3, '03-02', admin, 'packages', firstPackage.id, 'update', oldPrice, json(firstPackage)),
  entry(4, '03-03', admin, 'accommodations', deletedLodgeFixture.id, 'delete', lodge, null),
  entry(
    5,
    '03-04',
    admin,
    'enquiries',
    repliedEnquiry.id,
    'status',
    statusOf('new'),
    statusOf('replied'),
  ),
  entry(6, '03-05', admin, 'user_roles', superAdminRole.id, 'role', null, json(superAdminRole)),
];

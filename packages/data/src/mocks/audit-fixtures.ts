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
const at = (month: number, day: number) =>
  `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T10:00:00+00:00`;

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

export const auditLogFixtures: Tables<'audit_log'>[] = [
  {
    id: 1,
    at: at(1, 1),
    ...system,
    table_name: 'packages',
    row_id: firstPackage.id,
    action: 'insert',
    before: null,
    after: json({ ...firstPackage, price_usd: 1750 }),
    txid: 5001,
  },
  {
    id: 2,
    at: at(2, 10),
    ...system,
    table_name: 'accommodations',
    row_id: deletedLodgeFixture.id,
    action: 'insert',
    before: null,
    after: json(deletedLodgeFixture),
    txid: 5002,
  },
  {
    id: 3,
    at: at(3, 2),
    ...admin,
    table_name: 'packages',
    row_id: firstPackage.id,
    action: 'update',
    before: json({ ...firstPackage, price_usd: 1750 }),
    after: json(firstPackage),
    txid: 5003,
  },
  {
    id: 4,
    at: at(3, 3),
    ...admin,
    table_name: 'accommodations',
    row_id: deletedLodgeFixture.id,
    action: 'delete',
    before: json(deletedLodgeFixture),
    after: null,
    txid: 5004,
  },
  {
    id: 5,
    at: at(3, 4),
    ...admin,
    table_name: 'enquiries',
    row_id: repliedEnquiry.id,
    action: 'status',
    before: json({
      id: repliedEnquiry.id,
      status: 'new',
      lost_reason: null,
      package_id: repliedEnquiry.package_id,
    }),
    after: json({
      id: repliedEnquiry.id,
      status: 'replied',
      lost_reason: null,
      package_id: repliedEnquiry.package_id,
    }),
    txid: 5005,
  },
  {
    id: 6,
    at: at(3, 5),
    ...admin,
    table_name: 'user_roles',
    row_id: superAdminRole.id,
    action: 'role',
    before: null,
    after: json(superAdminRole),
    txid: 5006,
  },
];

// The mocks' in-memory database: a deep copy of the fixtures that the write handlers change and
// the read handlers answer from, so a save is visible to the next read as on the real backend.
// The fixtures themselves never change; `resetMockData` starts again from them.
import {
  accommodationFixtures,
  destinationFixtures,
  enquiryFixtures,
  enquiryNoteFixtures,
  galleryFixtures,
  packageFixtures,
  pageContentFixtures,
  postFixtures,
  slugRedirectFixtures,
  testimonialFixtures,
  userRoleFixtures,
  usersWithRolesFixtures,
} from './fixtures.ts';
import { auditLogFixtures } from './audit-fixtures.ts';

function fromFixtures() {
  return structuredClone({
    packages: packageFixtures,
    destinations: destinationFixtures,
    accommodations: accommodationFixtures,
    slug_redirects: slugRedirectFixtures,
    testimonials: testimonialFixtures,
    gallery: galleryFixtures,
    blog_posts: postFixtures,
    page_content: pageContentFixtures,
    enquiries: enquiryFixtures,
    enquiry_notes: enquiryNoteFixtures,
    user_roles: userRoleFixtures,
    users_with_roles: usersWithRolesFixtures,
    audit_log: auditLogFixtures,
  });
}

/** Every table the mocks keep, by name (`users_with_roles` is what the rpc lists). */
export type MockTables = ReturnType<typeof fromFixtures>;

let tables: MockTables = fromFixtures();

/**
 * A table's current rows in the mocks (the array itself: write handlers change it in place).
 * Read it on each request, never once at import: {@link resetMockData} replaces it.
 */
export function mockTable<Name extends keyof MockTables>(name: Name): MockTables[Name] {
  return tables[name];
}

/**
 * Forgets every write the mocks answered and starts again from the fixtures. Call it between
 * tests, where the MSW handlers are reset.
 */
export function resetMockData(): void {
  tables = fromFixtures();
}

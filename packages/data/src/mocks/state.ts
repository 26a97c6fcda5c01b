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
import { auditedTables, type AuditedTable } from '../history/audit.ts';

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

/** The views the data layer reads, computed from the tables at each read. */
const views = {
  /** Each post with the first 1000 characters of its content. */
  blog_post_summaries: () =>
    tables.blog_posts.map(({ content, ...post }) => ({
      ...post,
      content_preview: content.slice(0, 1000),
    })),
  /**
   * Content deletes whose row has not come back since (dates are not checked: the fixtures would
   * age out).
   */
  audit_recently_deleted: () =>
    tables.audit_log
      .filter(
        ({ action, table_name, row_id }) =>
          action === 'delete' &&
          (auditedTables as readonly string[]).includes(table_name) &&
          !(tables[table_name as AuditedTable] as { id: string }[]).some(
            (row) => row.id === row_id,
          ),
      )
      .map(({ action, after, ...entry }) => entry),
};

/** A table or a view of the mocks. */
export type MockRelation = keyof MockTables | keyof typeof views;

/** The rows of a table (the array itself, as {@link mockTable}) or of a view (computed now). */
export function mockRows(relation: MockRelation): Record<string, unknown>[] {
  return relation in views
    ? views[relation as keyof typeof views]()
    : (mockTable(relation as keyof MockTables) as Record<string, unknown>[]);
}

/**
 * Forgets every write the mocks answered and starts again from the fixtures. Call it between
 * tests, where the MSW handlers are reset.
 */
export function resetMockData(): void {
  tables = fromFixtures();
}

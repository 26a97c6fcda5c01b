// @tembo/data/mocks: MSW handlers and typed fixtures for unit tests (never loaded by the site
// itself). The server is in '@tembo/data/mocks/node'.
export { deletedLodgeFixture } from './audit-fixtures.ts';
export {
  accommodationFixtures,
  destinationFixtures,
  enquiryFixtures,
  enquiryNoteFixtures,
  fixtureId,
  galleryFixtures,
  mockAdminUser,
  mockCredentials,
  mockPlainUser,
  packageFixtures,
  postFixtures,
  slugRedirectFixtures,
} from './fixtures.ts';
/** Every handler, for a browser worker (the site's page stories: docs/architecture.md#page-stories). */
export { handlers } from './handlers/index.ts';
export { handledRequests, rowsResponse } from './rest.ts';
export { scenarios } from './scenarios.ts';
export { mockTable, resetMockData } from './state.ts';
export { mockSupabaseConfig } from './tokens.ts';
export * from './row-schemas.ts';

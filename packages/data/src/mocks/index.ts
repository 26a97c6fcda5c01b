// @tembo/data/mocks: MSW handlers and typed fixtures for unit tests and Storybook (never loaded
// by the site itself). Works in Node and the browser; the server and the worker are in
// '@tembo/data/mocks/node' and '@tembo/data/mocks/browser'.
export {
  accommodationHandlers,
  authHandlers,
  dashboardHandlers,
  destinationHandlers,
  enquiryHandlers,
  galleryHandlers,
  handlers,
  historyHandlers,
  packageHandlers,
  pageContentHandlers,
  postHandlers,
  roleHandlers,
  searchHandlers,
  storageHandlers,
  testimonialHandlers,
} from './handlers/index.ts';
export { mockSession, mockUser } from './handlers/auth.ts';
export { auditLogFixtures, deletedLodgeFixture } from './audit-fixtures.ts';
export {
  accommodationFixtures,
  destinationFixtures,
  enquiryFixtures,
  fixtureId,
  galleryFixtures,
  mockAdminUser,
  mockCredentials,
  mockPlainUser,
  packageFixtures,
  pageContentFixtures,
  postFixtures,
  testimonialFixtures,
  userRoleFixtures,
  usersWithRolesFixtures,
} from './fixtures.ts';
export {
  created,
  eqUuid,
  eqValue,
  handledRequests,
  matchRestRequest,
  noRow,
  pgrstError,
  restHandler,
  restSpecs,
  rowsResponse,
  type HandledRequest,
  type RequestShape,
  type RestMethod,
  type RestRequestSpec,
  type RestResolver,
  type RestResolverContext,
} from './rest.ts';
export { scenarios, type RestPath } from './scenarios.ts';
export { mockTable, resetMockData, type MockTables } from './state.ts';
export { createMockFetch } from './fetch.ts';
export { claimsOf, mockAnonKey, mockSupabaseConfig, mockToken, type MockClaims } from './tokens.ts';
export * from './row-schemas.ts';

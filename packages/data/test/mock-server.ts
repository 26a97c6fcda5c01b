// Test helper: the MSW server with every handler, strict about unknown requests.
import type { HttpHandler } from 'msw';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { handledRequests } from '../src/mocks/rest.ts';
import { createMockServer } from '../src/mocks/node.ts';
import { resetMockData } from '../src/mocks/state.ts';

/** Starts the mock server for this file; unknown requests fail the test. */
export function setupMockServer(...extra: HttpHandler[]) {
  const server = createMockServer(...extra);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockData();
    handledRequests.length = 0;
  });
  afterAll(() => server.close());
  return server;
}

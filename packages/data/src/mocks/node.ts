// MSW for Node (Vitest, the site's tests): `server.listen({ onUnhandledRequest: 'error' })`.
import { setupServer } from 'msw/node';
import type { HttpHandler } from 'msw';
import { handlers } from './handlers/index.ts';

/** A server with every handler; `extra` handlers go first (scenarios, overrides). */
export function createMockServer(...extra: HttpHandler[]) {
  return setupServer(...extra, ...handlers);
}

// MSW in the browser (Storybook uses msw-storybook-addon, which starts its own worker; this is
// for anything else that needs the mocks in a page).
import { setupWorker } from 'msw/browser';
import type { HttpHandler } from 'msw';
import { handlers } from './handlers/index.ts';

/** A service worker with every handler; `extra` handlers go first. Start it with `worker.start()`. */
export function createMockWorker(...extra: HttpHandler[]) {
  return setupWorker(...extra, ...handlers);
}

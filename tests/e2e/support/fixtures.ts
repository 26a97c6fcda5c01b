/**
 * The test fixtures of the e2e suite: `stack` gives the running backend's URL and keys, `built`
 * the content as the build saw it, and `rest` reads rows with the service role, so a test can
 * check what reached the database.
 *
 * Every test also fails on any Content-Security-Policy violation, in any browser context it
 * opens (the default one and those from `browser.newContext`) and in their service workers:
 * `cspViolations` records the pages' `securitypolicyviolation` events and the browser's console
 * reports of refused loads.
 */
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Worker,
} from '@playwright/test';
import { readBuiltContent, readStackEnv, type BuiltContent, type StackInfo } from './stack.ts';

/** Chromium's console text for a load or script a policy refused. */
const cspMessage = /Content[ -]Security[ -]Policy|CSP violation/i;

const watched = new WeakSet<BrowserContext>();

/** Records the context's CSP violations into `violations`, pages and service workers alike. */
async function watchCsp(context: BrowserContext, violations: string[]): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ` +
          `on ${event.documentURI} (${event.sample})`,
      );
    });
  });
  context.on('console', (message) => {
    if (cspMessage.test(message.text())) {
      violations.push(`${message.location().url || 'page'}: ${message.text()}`);
    }
  });
  const watchWorker = (worker: Worker) =>
    worker.on('console', (message) => {
      if (cspMessage.test(message.text())) violations.push(`${worker.url()}: ${message.text()}`);
    });
  context.serviceWorkers().forEach(watchWorker);
  context.on('serviceworker', watchWorker);
}

/** Watches every context the test opens with `browser.newContext` until the test ends. */
function watchNewContexts(browser: Browser, violations: string[]): () => void {
  const original = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await original(options);
    await watchCsp(context, violations);
    return context;
  };
  return () => {
    browser.newContext = original;
  };
}

export interface Rest {
  /** GET /rest/v1/<pathAndQuery> as the service role, e.g. `rest('enquiries?email=eq.a@b.c')`. */
  <Row = Record<string, unknown>>(pathAndQuery: string): Promise<Row[]>;
}

export const test = base.extend<
  { rest: Rest; cspViolations: string[] },
  { stack: StackInfo; built: BuiltContent }
>({
  cspViolations: [
    async ({ browser }, provide) => {
      const violations: string[] = [];
      const restore = watchNewContexts(browser, violations);
      await provide(violations);
      restore();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, cspViolations }, provide) => {
    await watchCsp(context, cspViolations);
    await provide(context);
  },
  stack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring.
    async ({}, provide) => {
      await provide(readStackEnv());
    },
    { scope: 'worker' },
  ],
  built: [
    async ({ stack }, provide) => {
      await provide(readBuiltContent(stack.contentFile));
    },
    { scope: 'worker' },
  ],
  rest: async ({ stack }, provide) => {
    await provide(async <Row>(pathAndQuery: string) => {
      const response = await fetch(`${stack.supabaseUrl}/rest/v1/${pathAndQuery}`, {
        headers: {
          apikey: stack.serviceRoleKey,
          authorization: `Bearer ${stack.serviceRoleKey}`,
        },
      });
      if (!response.ok) {
        throw new Error(`GET ${pathAndQuery}: ${response.status} ${await response.text()}`);
      }
      return (await response.json()) as Row[];
    });
  },
});

/** Inserts one row with the service role (as an admin's save stores it) and returns its id. */
export async function insertRow(
  stack: Pick<StackInfo, 'supabaseUrl' | 'serviceRoleKey'>,
  table: string,
  row: Record<string, unknown>,
): Promise<string> {
  const response = await fetch(`${stack.supabaseUrl}/rest/v1/${table}?select=id`, {
    method: 'POST',
    headers: {
      apikey: stack.serviceRoleKey,
      authorization: `Bearer ${stack.serviceRoleKey}`,
      'content-type': 'application/json',
      accept: 'application/vnd.pgrst.object+json',
      prefer: 'return=representation',
    },
    body: JSON.stringify(row),
  });
  if (!response.ok) throw new Error(`${table}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

export { expect };

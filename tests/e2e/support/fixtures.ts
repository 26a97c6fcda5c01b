/**
 * The test fixtures of the e2e suite: `stack` gives the running backend's URL and keys, `built`
 * the content as the build saw it, and `rest` reads rows with the service role, so a test can
 * check what reached the database.
 */
import { test as base, expect } from '@playwright/test';
import { readBuiltContent, readStackEnv, type BuiltContent, type StackInfo } from './stack.ts';

export interface Rest {
  /** GET /rest/v1/<pathAndQuery> as the service role, e.g. `rest('enquiries?email=eq.a@b.c')`. */
  <Row = Record<string, unknown>>(pathAndQuery: string): Promise<Row[]>;
}

export const test = base.extend<{ rest: Rest }, { stack: StackInfo; built: BuiltContent }>({
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

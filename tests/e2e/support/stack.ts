/**
 * The whole stack the browser tests run against, started once per Playwright run (global setup):
 * local-supabase on its dedicated port with a fresh seeded database, the site built against it,
 * and the built files served the way a static host serves them, with the analytics rewrite.
 *
 * Ports (strict, never shared with `pnpm dev`, which uses 54391 and 5391):
 *   54392  local-supabase (E2E_SUPABASE_PORT)
 *   4391   the static site (E2E_PORT)
 */
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalSupabase } from '@tembo/local-supabase';
import { serveStatic } from '../../../apps/site/scripts/serve-static.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const siteDir = path.join(root, 'apps/site/build/client');
export const sitePort = Number(process.env.E2E_PORT ?? 4391);
export const backendPort = Number(process.env.E2E_SUPABASE_PORT ?? 54392);

/** What the tests learn about the running stack, passed to the workers through the environment. */
export interface StackInfo {
  siteUrl: string;
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
}

const envNames = {
  siteUrl: 'E2E_SITE_URL',
  supabaseUrl: 'E2E_SUPABASE_URL',
  anonKey: 'E2E_SUPABASE_ANON_KEY',
  serviceRoleKey: 'E2E_SUPABASE_SERVICE_ROLE_KEY',
} as const satisfies Record<keyof StackInfo, string>;

export function writeStackEnv(info: StackInfo): void {
  for (const [key, name] of Object.entries(envNames)) {
    process.env[name] = info[key as keyof StackInfo];
  }
}

export function readStackEnv(): StackInfo {
  const entries = Object.entries(envNames).map(([key, name]) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: run the tests through \`pnpm test:e2e\`.`);
    return [key, value];
  });
  return Object.fromEntries(entries) as StackInfo;
}

/** Fails at once with what to do, instead of a test run against someone else's server. */
export async function assertPortFree(port: number, what: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is already in use, and the e2e stack needs it for ${what}. ` +
                `Stop the process listening there (\`ss -ltnp 'sport = :${port}'\`) and run again.`
            : `Cannot check port ${port}: ${error.message}`,
        ),
      );
    });
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Builds the site once, against the given backend (its URL and anon key are baked in). */
export function buildSite(supabaseUrl: string, anonKey: string, siteUrl: string): void {
  const started = Date.now();
  const run = spawnSync('pnpm', ['--filter', 'site', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      VITE_SUPABASE_URL: supabaseUrl,
      VITE_SUPABASE_ANON_KEY: anonKey,
      // Canonical and OpenGraph URLs name the host the tests load.
      VITE_SITE_URL: siteUrl,
    },
  });
  if (run.status !== 0) throw new Error(`pnpm --filter site build failed (exit ${run.status})`);
  console.info(`e2e: site built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Starts everything; the returned function stops it again. */
export async function startStack(): Promise<{ info: StackInfo; stop: () => Promise<void> }> {
  await assertPortFree(backendPort, 'local-supabase');
  await assertPortFree(sitePort, 'the built site');
  const backend = await startLocalSupabase({ port: backendPort, fresh: true });
  try {
    buildSite(backend.url, backend.anonKey, `http://127.0.0.1:${sitePort}`);
    const site = await serveStatic({
      dir: siteDir,
      port: sitePort,
      analyticsUrl: `${backend.url}/functions/v1/analytics`,
    });
    return {
      info: {
        siteUrl: site.url,
        supabaseUrl: backend.url,
        anonKey: backend.anonKey,
        serviceRoleKey: backend.serviceRoleKey,
      },
      stop: async () => {
        await new Promise<void>((resolve) => site.server.close(() => resolve()));
        await backend.stop();
      },
    };
  } catch (error) {
    await backend.stop();
    throw error;
  }
}

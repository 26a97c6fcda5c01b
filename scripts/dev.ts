// `pnpm dev [--port N] [--supabase-port N]`: local-supabase (PGlite, data in .local-supabase/) on
// 54391, then the site's dev server on 5391 pointed at it; 0 picks a free port. The environment
// variables PORT and LOCAL_SUPABASE_PORT do the same (README, "Scripts"; docs/toolchain.md#ports).
// Ctrl-C stops both. LOCAL_SUPABASE_ENGINE (pglite | postgres), LOCAL_SUPABASE_RESET=1,
// LOCAL_SUPABASE_DATA_DIR and LOCAL_SMTP_PORT (54465, the local relay) adjust the backend.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  defaultDataDir,
  defaultPort,
  startLocalSupabase,
  supabaseDir,
} from '@tembo/local-supabase';

const defaultSitePort = 5391;
const host = '127.0.0.1';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    port: { type: 'string' },
    'supabase-port': { type: 'string' },
  },
});

/** A port from the command line, else the environment, else the default; 0 picks a free one. */
function portOption(
  flag: string,
  argument: string | undefined,
  variable: string,
  fallback: number,
): number {
  const raw = argument ?? process.env[variable];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--${flag} (or ${variable}) must be a port number 0-65535, not "${raw}"`);
    process.exit(2);
  }
  return port;
}

/** A port nothing listens on now, for `0`: the site's URL must be known before it starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const engine = process.env.LOCAL_SUPABASE_ENGINE === 'postgres' ? 'postgres' : 'pglite';
const port = portOption(
  'supabase-port',
  values['supabase-port'],
  'LOCAL_SUPABASE_PORT',
  defaultPort,
);
const requestedSitePort = portOption('port', values.port, 'PORT', defaultSitePort);
const sitePort = requestedSitePort === 0 ? await freePort() : requestedSitePort;
const siteUrl = `http://${host}:${sitePort}`;
// The local SMTP relay the notify function delivers to (implicit TLS, as port 465 in production).
const smtpPort = Number(process.env.LOCAL_SMTP_PORT ?? 54465);

const backend = await startLocalSupabase({
  engine,
  port,
  dataDir: process.env.LOCAL_SUPABASE_DATA_DIR || defaultDataDir,
  reset: process.env.LOCAL_SUPABASE_RESET === '1',
  // The links in sign-in emails and staff notifications point at this dev server.
  siteUrl,
  smtp: { port: smtpPort },
  log: (line) => console.info(`[local-supabase] ${line}`),
}).catch((error: unknown) => {
  console.error(`[local-supabase] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

console.info(`
  API URL      ${backend.url}
  anon key     ${backend.anonKey}
  mailbox      ${backend.url}/__dev/mailbox?secret=${backend.devSecret}   (sign-in codes, links and notifications land here)
  SMTP         smtps://127.0.0.1:${backend.smtp?.port ?? smtpPort}   (the local relay: TLS with a local CA)
  demo admin   ${backend.demoAdmin.email} / ${backend.demoAdmin.password}
  site         ${siteUrl}
`);

// react-router directly rather than through pnpm, so stopping it is quiet.
const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/site');
const site = spawn(
  path.join(siteDir, 'node_modules/.bin/react-router'),
  ['dev', '--port', String(sitePort), '--strictPort', '--host', host],
  {
    cwd: siteDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_SUPABASE_URL: backend.url,
      VITE_SUPABASE_ANON_KEY: backend.anonKey,
      // React Router's dev server needs the `development` export condition; without it, it starts
      // a second Node process with the flag and prints "[restart] Relaunching ...".
      NODE_OPTIONS: [process.env.NODE_OPTIONS, '--conditions=development']
        .filter(Boolean)
        .join(' '),
    },
  },
);

// A migration added while developing is applied at once, and PostgREST sees the new schema.
let pending: NodeJS.Timeout | undefined;
const migrations = path.join(supabaseDir, 'migrations');
const watcher = fs.existsSync(migrations)
  ? fs.watch(migrations, () => {
      clearTimeout(pending);
      pending = setTimeout(() => {
        backend.migrate().catch((error: unknown) => {
          console.error(
            `[local-supabase] migration failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        });
      }, 300);
    })
  : undefined;

const siteExited = new Promise<void>((resolve) => {
  if (site.exitCode !== null || site.signalCode !== null) resolve();
  else site.once('exit', () => resolve());
});

let stopping = false;
/** Stops the site and the backend, waits for both, then exits: nothing is left running. */
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  watcher?.close();
  clearTimeout(pending);
  if (site.exitCode === null && site.signalCode === null) site.kill('SIGINT');
  await Promise.all([siteExited, backend.stop()]);
  process.exit(code);
}

// Ctrl-C reaches the whole process group: the site stops by itself, we stop the backend.
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
site.on('exit', (code) => void stop(code ?? 0));

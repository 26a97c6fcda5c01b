// `pnpm dev`: local-supabase (PGlite, data in .local-supabase/) on 54391, then the site's dev
// server on 5391 pointed at it. Ctrl-C stops both. LOCAL_SUPABASE_PORT, LOCAL_SUPABASE_ENGINE
// (pglite | postgres), LOCAL_SUPABASE_RESET=1 and LOCAL_SMTP_PORT (54465, the local relay) adjust the backend.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  defaultDataDir,
  defaultPort,
  startLocalSupabase,
  supabaseDir,
} from '@tembo/local-supabase';

const engine = process.env.LOCAL_SUPABASE_ENGINE === 'postgres' ? 'postgres' : 'pglite';
const port = Number(process.env.LOCAL_SUPABASE_PORT ?? defaultPort);
// The local SMTP relay the notify function delivers to (implicit TLS, as port 465 in production).
const smtpPort = Number(process.env.LOCAL_SMTP_PORT ?? 54465);

const backend = await startLocalSupabase({
  engine,
  port,
  dataDir: defaultDataDir,
  reset: process.env.LOCAL_SUPABASE_RESET === '1',
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
  site         http://127.0.0.1:5391
`);

// react-router directly rather than through pnpm, so stopping it is quiet.
const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/site');
const site = spawn(path.join(siteDir, 'node_modules/.bin/react-router'), ['dev'], {
  cwd: siteDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    VITE_SUPABASE_URL: backend.url,
    VITE_SUPABASE_ANON_KEY: backend.anonKey,
    // React Router's dev server needs the `development` export condition; without it, it starts
    // a second Node process with the flag and prints "[restart] Relaunching ...".
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--conditions=development'].filter(Boolean).join(' '),
  },
});

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

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  watcher?.close();
  clearTimeout(pending);
  if (site.exitCode === null) site.kill('SIGINT');
  await backend.stop();
  process.exit(code);
}

// Ctrl-C reaches the whole process group: the site stops by itself, we stop the backend.
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
site.on('exit', (code) => void stop(code ?? 0));

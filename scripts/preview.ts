// `pnpm preview`: the production-like local mode. local-supabase (data in .local-supabase/preview),
// the local deploy hook (apps/site/scripts/builder.ts) whose URL and token the database keeps in
// Vault, and the built site served as a static host serves it. A publish in the admin reaches the
// prerendered pages the way it does in production: trigger, quiet period, cron job, hook, build,
// atomic switch. Ctrl-C stops everything.
//
// PREVIEW_PORT (4393), PREVIEW_SUPABASE_PORT (54393), LOCAL_SUPABASE_ENGINE (pglite | postgres),
// PREVIEW_QUIET_SECONDS (60), PREVIEW_MAX_DELAY_SECONDS (600), PREVIEW_CRON_SECONDS (10) and
// PREVIEW_DATA_DIR adjust it (the builds live in apps/site/.site-builds); LOCAL_SUPABASE_RESET=1 starts from a fresh database.
import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { createServer } from 'node:http';
import path from 'node:path';
import { defaultDataDir, startLocalSupabase } from '@tembo/local-supabase';
import {
  reactRouterBuild,
  reportToDatabase,
  siteRoot,
  startBuilder,
} from '../apps/site/scripts/builder.ts';
import { createStaticServer } from '../apps/site/scripts/serve-static.ts';
import { configureSiteBuilds } from './site-builds.ts';

const sitePort = Number(process.env.PREVIEW_PORT ?? 4393);
const backendPort = Number(process.env.PREVIEW_SUPABASE_PORT ?? 54393);
const seconds = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const backend = await startLocalSupabase({
  engine: process.env.LOCAL_SUPABASE_ENGINE === 'postgres' ? 'postgres' : 'pglite',
  port: backendPort,
  dataDir: process.env.PREVIEW_DATA_DIR ?? path.join(defaultDataDir, 'preview'),
  reset: process.env.LOCAL_SUPABASE_RESET === '1',
  siteUrl: `http://127.0.0.1:${sitePort}`,
  log: (line) => console.info(`[local-supabase] ${line}`),
});

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
let serveLive: Handler | undefined;
const site = createServer((req, res) => {
  if (serveLive) {
    serveLive(req, res);
    return;
  }
  res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '10' });
  res.end('The first build of the site is in progress; reload in a minute.');
});
await new Promise<void>((resolve) => site.listen(sitePort, '127.0.0.1', resolve));
const siteUrl = `http://127.0.0.1:${sitePort}`;

const token = randomBytes(24).toString('hex');
const builder = await startBuilder({
  dir: path.join(siteRoot, '.site-builds'),
  token,
  build: reactRouterBuild({ supabaseUrl: backend.url, anonKey: backend.anonKey, siteUrl }),
  report: reportToDatabase(backend.url, backend.serviceRoleKey),
  // A new static server per build: it reads the file list once, so the swap is atomic too.
  onLive: (clientDir) => {
    serveLive = createStaticServer({
      dir: clientDir,
      analyticsUrl: `${backend.url}/functions/v1/analytics`,
    }).listeners('request')[0] as Handler;
  },
  log: (line) => console.info(`[builder] ${line}`),
});

await configureSiteBuilds(backend.db, {
  hookUrl: builder.hookUrl,
  token,
  quietSeconds: seconds('PREVIEW_QUIET_SECONDS', 60),
  maxDelaySeconds: seconds('PREVIEW_MAX_DELAY_SECONDS', 600),
  cronSeconds: seconds('PREVIEW_CRON_SECONDS', 10),
  // The first start builds at once; later starts only what changed.
  buildNow: builder.current() === undefined,
});

console.info(`
  site         ${siteUrl}   (the prerendered build; rebuilt after each published change)
  admin        ${siteUrl}/admin   ${backend.demoAdmin.email} / ${backend.demoAdmin.password}
  API URL      ${backend.url}
  deploy hook  ${builder.hookUrl}
`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await new Promise<void>((resolve) => {
    site.closeAllConnections();
    site.close(() => resolve());
  });
  await builder.stop();
  await backend.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

// `pnpm preview`: the production-like local mode (scripts/start-preview.ts). local-supabase (data
// in .local-supabase/preview), the local deploy hook (apps/site/scripts/builder.ts) whose URL and
// token the database keeps in Vault, and the built site served as a static host serves it. A
// publish in the admin reaches the prerendered pages the way it does in production: trigger,
// quiet period, cron job, hook, build, atomic switch. Ctrl-C stops everything.
//
// PREVIEW_PORT (4393), PREVIEW_SUPABASE_PORT (54393), LOCAL_SUPABASE_ENGINE (pglite | postgres),
// PREVIEW_QUIET_SECONDS (60), PREVIEW_MAX_DELAY_SECONDS (600), PREVIEW_CRON_SECONDS (10) and
// PREVIEW_DATA_DIR adjust it (the builds live in apps/site/.site-builds); LOCAL_SUPABASE_RESET=1 starts from a fresh database.
import path from 'node:path';
import { defaultDataDir } from '@tembo/local-supabase';
import { startPreview } from './start-preview.ts';

const seconds = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const preview = await startPreview({
  sitePort: Number(process.env.PREVIEW_PORT ?? 4393),
  backendPort: Number(process.env.PREVIEW_SUPABASE_PORT ?? 54393),
  backend: {
    engine: process.env.LOCAL_SUPABASE_ENGINE === 'postgres' ? 'postgres' : 'pglite',
    dataDir: process.env.PREVIEW_DATA_DIR ?? path.join(defaultDataDir, 'preview'),
    reset: process.env.LOCAL_SUPABASE_RESET === '1',
  },
  quietSeconds: seconds('PREVIEW_QUIET_SECONDS', 60),
  maxDelaySeconds: seconds('PREVIEW_MAX_DELAY_SECONDS', 600),
  cronSeconds: seconds('PREVIEW_CRON_SECONDS', 10),
  log: (line) => console.info(line),
});
const { backend, builder, siteUrl } = preview;

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
  await preview.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

// The production-like local mode as a function: local-supabase, the local deploy hook
// (apps/site/scripts/builder.ts) whose URL and token the database keeps in Vault, and the built
// site served as a static host serves it. A publish reaches the prerendered pages the way it does
// in production: trigger, quiet period, cron job, pg_net post to the hook, build, atomic switch
// (docs/architecture.md#publishing). `pnpm preview` (scripts/preview.ts), the publishing journey
// (tests/e2e/publishing/) and `pnpm bench:publish` start it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { startLocalSupabase, type LocalSupabase, type StartOptions } from '@tembo/local-supabase';
import {
  reactRouterBuild,
  reportToDatabase,
  siteRoot,
  startBuilder,
  type Builder,
} from '../apps/site/scripts/builder.ts';
import type { RequestListener } from '../apps/site/scripts/local-https.ts';
import { staticSite } from '../apps/site/scripts/serve-static.ts';
import { configureSiteBuilds } from './site-builds.ts';

/** Where `pnpm preview` keeps its builds (build-<n>, and `current` pointing at the live one). */
export const defaultBuildsDir = path.join(siteRoot, '.site-builds');

export interface PreviewOptions {
  /** The static site's port; 0 picks a free one. */
  sitePort: number;
  /** local-supabase's port; 0 picks a free one. */
  backendPort: number;
  /** More options for local-supabase (engine, data directory, auth limits…). */
  backend?: Omit<StartOptions, 'port' | 'siteUrl'>;
  /** Where the builds live; inside apps/site (the server bundle resolves its node_modules). */
  buildsDir?: string;
  /** Delete the builds of earlier runs first, so the first build starts at once. @default false */
  freshBuilds?: boolean;
  /** The coalescing settings (site_build_settings) and the cron job's interval, in seconds. */
  quietSeconds: number;
  maxDelaySeconds: number;
  cronSeconds: number;
  log?: (line: string) => void;
}

export interface Preview {
  /** The static site, e.g. http://127.0.0.1:4393. */
  readonly siteUrl: string;
  readonly backend: LocalSupabase;
  /** The local deploy hook: the tests read its state, only the database posts to it. */
  readonly builder: Builder;
  stop(): Promise<void>;
}

export async function startPreview(options: PreviewOptions): Promise<Preview> {
  const log = options.log ?? (() => undefined);
  const buildsDir = options.buildsDir ?? defaultBuildsDir;
  if (options.freshBuilds) fs.rmSync(buildsDir, { recursive: true, force: true });

  // Until the first build is live the site answers 503; afterwards each build's own server.
  let serveLive: RequestListener | undefined;
  const site = createServer((req, res) => {
    if (serveLive) {
      serveLive(req, res);
      return;
    }
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '10' });
    res.end('The first build of the site is in progress; reload in a minute.');
  });
  await new Promise<void>((resolve, reject) => {
    site.once('error', reject);
    site.listen(options.sitePort, '127.0.0.1', () => resolve());
  });
  const closeSite = () =>
    new Promise<void>((resolve) => {
      site.closeAllConnections();
      site.close(() => resolve());
    });
  const siteUrl = `http://127.0.0.1:${(site.address() as { port: number }).port}`;

  let backend: LocalSupabase;
  try {
    backend = await startLocalSupabase({
      ...options.backend,
      port: options.backendPort,
      siteUrl,
      log: (line) => log(`[local-supabase] ${line}`),
    });
  } catch (error) {
    await closeSite();
    throw error;
  }

  const token = randomBytes(24).toString('hex');
  let builder: Builder | undefined;
  try {
    builder = await startBuilder({
      dir: buildsDir,
      token,
      build: reactRouterBuild({ supabaseUrl: backend.url, anonKey: backend.anonKey, siteUrl }),
      report: reportToDatabase(backend.url, backend.serviceRoleKey),
      // A new static server per build: it reads the file list once, so the swap is atomic too.
      onLive: (clientDir) => {
        serveLive = staticSite({
          dir: clientDir,
          analyticsUrl: `${backend.url}/functions/v1/analytics`,
        });
      },
      log: (line) => log(`[builder] ${line}`),
    });
    await configureSiteBuilds(backend.db, {
      hookUrl: builder.hookUrl,
      token,
      quietSeconds: options.quietSeconds,
      maxDelaySeconds: options.maxDelaySeconds,
      cronSeconds: options.cronSeconds,
      // The first start builds at once; later starts only what changed.
      buildNow: builder.current() === undefined,
    });
  } catch (error) {
    await closeSite();
    await builder?.stop();
    await backend.stop();
    throw error;
  }
  const live = builder;

  let stopped: Promise<void> | undefined;
  return {
    siteUrl,
    backend,
    builder: live,
    stop: () =>
      (stopped ??= (async () => {
        await closeSite();
        // Stop the cron job first, so no new build starts while the running one finishes.
        await backend.db.query(`select cron.unschedule('site-build')`).catch(() => undefined);
        await live.stop();
        await backend.stop();
      })()),
  };
}

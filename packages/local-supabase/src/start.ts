import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Mailbox } from './auth/mailbox.ts';
import type { AuthOptions } from './auth/routes.ts';
import { readApiConfig, readAuthConfig, type RateLimits } from './config.ts';
import { ensureDemoAdmin } from './demo-admin.ts';
import { connectDatabase } from './engines/client.ts';
import type { Database, EngineName } from './engines/database.ts';
import { servePglite, wrapPglite } from './engines/pglite.ts';
import { postmasterPid, startPostgres } from './engines/postgres.ts';
import { anonKey, defaultSiteUrl, demoAdmin, jwtSecret, serviceRoleKey } from './keys.ts';
import { migrate } from './migrate.ts';
import { supabaseDir as defaultSupabaseDir } from './paths.ts';
import { startPostgrest, type Postgrest } from './postgrest.ts';
import { createServer } from './server/app.ts';
import { Db } from './server/db.ts';
import { startScheduler, type SchedulerOptions } from './scheduler.ts';
import { startLocalSmtp, type LocalSmtp } from './smtp.ts';
import { standInPrefix } from './turnstile.ts';
import { pgliteSnapshot, postgresTemplate } from './snapshot.ts';
import { Watchdog } from './watchdog.ts';

export interface StartOptions {
  /** PGlite (WASM Postgres, nothing to install) or a PostgreSQL 15 cluster. @default 'pglite' */
  engine?: EngineName;
  /** The API port; 0 picks a free one. Taken ports fail with a clear error. @default 0 */
  port?: number;
  /** Interface to listen on. @default '127.0.0.1' */
  host?: string;
  /** Keep the database here across restarts; without it the database is thrown away on stop. */
  dataDir?: string;
  /** Empty the data directory first. @default false */
  reset?: boolean;
  /**
   * Start a new database from the cached migrated+seeded snapshot (about a second) instead of
   * running every migration (rebuilt automatically when bootstrap, a migration or the seed
   * changes). An existing data directory is always kept as it is. @default true
   */
  fresh?: boolean;
  /** The folder with migrations/, seed.sql, seed.demo.sql and functions/. @default the repository's supabase/ */
  supabaseDir?: string;
  /** The site, for auth redirects. @default config.toml's `auth.site_url`, else 'http://127.0.0.1:5391' */
  siteUrl?: string;
  /**
   * Auth behaviour; see AuthOptions. Unset values come from `[auth]` of supabase/config.toml
   * (`additional_redirect_urls`, `enable_signup`, `[auth.rate_limit]`), else GoTrue's defaults.
   * Tests that sign in many times from one address raise `rateLimits`.
   */
  auth?: Partial<Omit<AuthOptions, 'rateLimits'>> & { rateLimits?: Partial<RateLimits> };
  /** Where progress, the mailbox and errors are printed. @default silent */
  log?: (line: string) => void;
  /**
   * Runs the pg_cron jobs and sends the pg_net requests of the stand-ins (src/scheduler.ts);
   * `false` turns it off. @default { tickMs: 1000 }
   */
  scheduler?: Pick<SchedulerOptions, 'tickMs' | 'batchSize'> | false;
  /**
   * Serve /__dev/mailbox (to loopback clients with the service_role key or `devSecret`).
   * @default true, unless NODE_ENV is production
   */
  devEndpoints?: boolean;
  /**
   * The local SMTP server the notify function delivers to (src/smtp.ts): implicit TLS with a
   * local CA, messages in the mailbox. `false` starts none (then the function has no relay).
   * @default { port: 0 }
   */
  smtp?: { port?: number } | false;
  /** More secrets for the edge functions (Supabase: `supabase secrets set`). */
  functionSecrets?: Record<string, string>;
  /**
   * The Turnstile challenge past a cap, against the stand-in (src/turnstile.ts): the
   * enquiry-challenge function gets this secret and the stand-in's verify URL, and
   * `submission_limits.challenge_past_cap` is turned on. Build the site with
   * `VITE_TURNSTILE_SITE_KEY` and `VITE_TURNSTILE_SCRIPT_URL=<url>/__stand-in/turnstile/api.js`.
   * @default off
   */
  turnstile?: { secretKey: string };
  /**
   * `submission_limits.min_seconds_to_submit`, set at start (the time-to-submit check of the
   * enquiry form). @default the migration's (3)
   */
  minSecondsToSubmit?: number;
  /**
   * The hourly caps on visitors' enquiries (table `submission_limits`), set at start. Browser
   * tests send every enquiry from one address, so they raise the per-client cap.
   * @default the migration's (10 per client, 200 in all)
   */
  enquiryCaps?: { perClientPerHour: number; perHour: number };
}

export interface LocalSupabase {
  /** The API URL, e.g. `http://127.0.0.1:54391`: give it to createClient. */
  readonly url: string;
  readonly anonKey: string;
  readonly serviceRoleKey: string;
  readonly jwtSecret: string;
  readonly demoAdmin: { readonly email: string; readonly password: string };
  readonly engine: EngineName;
  readonly port: number;
  /** A superuser connection string to the database (psql, pg). */
  readonly dbUrl: string;
  /** A superuser connection for direct assertions (over the wire, never in-process). */
  readonly db: Database;
  /**
   * The secret that opens /__dev/mailbox besides the service_role key (`x-dev-secret` header or
   * `?secret=`); new at every start.
   */
  readonly devSecret: string;
  /** Every email the auth flows sent and the local SMTP server received (GET /__dev/mailbox). */
  readonly mailbox: Mailbox;
  /** The local SMTP server, when started (tests stop and start it to simulate an outage). */
  readonly smtp: LocalSmtp | undefined;
  /** Reloads PostgREST's schema cache after DDL run through `db`. */
  reloadSchema(): Promise<void>;
  /**
   * Applies migrations added since the start (and reloads the schema cache), as
   * `supabase migration up` would; returns the files applied.
   */
  migrate(): Promise<string[]>;
  /** Stops the API, PostgREST and the engine; idempotent. */
  stop(): Promise<void>;
}

interface RunningEngine {
  dbUrl: string;
  authenticatorUrl: string;
  stop(): Promise<void>;
}

async function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} on ${host} is already in use. Stop what holds it or pass --port <another>.`,
            )
          : error,
      ),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

async function startPgliteEngine(
  options: Required<Pick<StartOptions, 'fresh' | 'supabaseDir'>> & { dataDir?: string },
  log: (line: string) => void,
): Promise<RunningEngine> {
  let pglite: PGlite;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pglite');
    const empty = !fs.existsSync(path.join(dir, 'PG_VERSION'));
    fs.mkdirSync(dir, { recursive: true });
    pglite =
      empty && options.fresh
        ? await PGlite.create({
            dataDir: dir,
            loadDataDir: await pgliteSnapshot(options.supabaseDir, log),
          })
        : await PGlite.create({ dataDir: dir });
  } else {
    pglite = options.fresh
      ? await PGlite.create({ loadDataDir: await pgliteSnapshot(options.supabaseDir, log) })
      : await PGlite.create();
  }
  try {
    // In-process is safe here: nothing else is connected until the socket opens below.
    const db = wrapPglite(pglite);
    const result = await migrate(db, { dir: options.supabaseDir });
    if (result.applied.length > 0) log(`applied ${result.applied.join(', ')}`);
    for (const warning of result.warnings) log(`warning: ${warning}`);
    await ensureDemoAdmin(db);
  } catch (error) {
    await pglite.close();
    throw error;
  }
  // PGlite lives in this process: nothing to clean up if it is killed, and every commit is
  // already in the data directory's files.
  const socket = await servePglite(pglite);
  const url = (user: string) => `postgres://${user}@127.0.0.1:${socket.port}/postgres`;
  return {
    dbUrl: url('postgres:postgres'),
    authenticatorUrl: url('authenticator:local-supabase-authenticator'),
    async stop() {
      await socket.stop();
      await pglite.close();
    },
  };
}

async function startPostgresEngine(
  options: Required<Pick<StartOptions, 'fresh' | 'supabaseDir'>> & { dataDir?: string },
  log: (line: string) => void,
  watchdog: Watchdog,
): Promise<RunningEngine> {
  const template = options.fresh ? await postgresTemplate(options.supabaseDir, log) : undefined;
  if (options.dataDir && process.getuid?.() === 0) {
    // The cluster runs as the postgres user, who must be able to reach its directory.
    fs.mkdirSync(options.dataDir, { recursive: true });
    fs.chmodSync(options.dataDir, fs.statSync(options.dataDir).mode | 0o111);
  }
  const throwaway = options.dataDir
    ? undefined
    : fs.mkdtempSync(path.join(os.tmpdir(), 'local-supabase-pg-'));
  const dataDir = options.dataDir ? path.join(options.dataDir, 'postgres') : (throwaway as string);
  const cluster = await startPostgres({ dataDir, ...(template ? { template } : {}) });
  const pid = postmasterPid(dataDir);
  // SIGINT is PostgreSQL's fast shutdown: committed work is kept, clients are disconnected.
  if (pid) watchdog.onDeath(`kill -INT ${pid} 2>/dev/null`);
  // In the background, so the other cleanups do not wait for PostgreSQL to finish stopping.
  if (throwaway) watchdog.onDeath(`(sleep 2; rm -rf '${throwaway}') &`);
  const stop = async () => {
    await cluster.stop();
    if (throwaway) fs.rmSync(throwaway, { recursive: true, force: true });
  };
  try {
    const db = await connectDatabase(cluster.connectionString(), 'postgres');
    try {
      const result = await migrate(db, { dir: options.supabaseDir });
      if (result.applied.length > 0) log(`applied ${result.applied.join(', ')}`);
      for (const warning of result.warnings) log(`warning: ${warning}`);
      await ensureDemoAdmin(db);
    } finally {
      await db.close();
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    dbUrl: cluster.connectionString(),
    authenticatorUrl: `postgres://authenticator:local-supabase-authenticator@127.0.0.1:${cluster.port}/postgres`,
    stop,
  };
}

/**
 * Points the notification outbox at this stack (what the README's one-time hosted setup does by
 * hand): the notify function's URL and token in Vault, and the site's address for the links.
 * Runs at every start, since the port may differ.
 */
async function connectNotifications(
  db: Database,
  { url, serviceRoleKey, siteUrl }: { url: string; serviceRoleKey: string; siteUrl: string },
): Promise<void> {
  const { rows } = await db.query(
    `select 1 from pg_tables where tablename = 'notification_outbox'`,
  );
  if (rows.length === 0) return;
  await db.query(
    `delete from vault.secrets where name in ('notify_function_url', 'notify_function_token')`,
  );
  await db.query(`select vault.create_secret($1, 'notify_function_url')`, [
    `${url}/functions/v1/notify`,
  ]);
  await db.query(`select vault.create_secret($1, 'notify_function_token')`, [serviceRoleKey]);
  await db.query(`update public.notification_settings set site_url = $1`, [siteUrl]);
}

/**
 * Points the image sweep's cron job at this stack's image-sweep function (the README's hosted
 * setup does the same by hand): its URL and token in Vault. Runs at every start.
 */
async function connectImageSweep(
  db: Database,
  { url, serviceRoleKey }: { url: string; serviceRoleKey: string },
): Promise<void> {
  const { rows } = await db.query(
    `select 1 from pg_tables where tablename = 'image_sweep_settings'`,
  );
  if (rows.length === 0) return;
  await db.query(
    `delete from vault.secrets where name in ('image_sweep_function_url', 'image_sweep_function_token')`,
  );
  await db.query(`select vault.create_secret($1, 'image_sweep_function_url')`, [
    `${url}/functions/v1/image-sweep`,
  ]);
  await db.query(`select vault.create_secret($1, 'image_sweep_function_token')`, [serviceRoleKey]);
}

/**
 * Starts the Supabase HTTP API (/rest/v1 by the real PostgREST, /auth/v1, /storage/v1,
 * /functions/v1, /__dev/mailbox) on one port over PGlite or PostgreSQL 15, with the schema of
 * supabase/ applied and the demo admin created.
 *
 * @example
 * const backend = await startLocalSupabase({ port: 0 });
 * const supabase = createClient(backend.url, backend.anonKey);
 * await backend.stop();
 */
export async function startLocalSupabase(options: StartOptions = {}): Promise<LocalSupabase> {
  const engineName: EngineName = options.engine ?? 'pglite';
  const host = options.host ?? '127.0.0.1';
  const requestedPort = options.port ?? 0;
  const log = options.log ?? (() => undefined);
  const supabaseDir = options.supabaseDir ?? defaultSupabaseDir;
  const fresh = options.fresh ?? true;
  const authConfig = readAuthConfig(supabaseDir);
  const apiConfig = readApiConfig(supabaseDir);
  const siteUrl = (options.siteUrl ?? authConfig.siteUrl ?? defaultSiteUrl).replace(/\/$/, '');

  await assertPortFree(requestedPort, host);
  if (options.dataDir && options.reset) {
    log(`reset: removing ${options.dataDir}`);
    fs.rmSync(options.dataDir, { recursive: true, force: true });
  }
  const watchdog = new Watchdog();
  const cleanups: (() => Promise<void>)[] = [];
  const runCleanups = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error: unknown) => log(`stop: ${String(error)}`));
    }
    watchdog.disarm();
  };

  try {
    const engineOptions = {
      fresh,
      supabaseDir,
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    };
    const engine =
      engineName === 'pglite'
        ? await startPgliteEngine(engineOptions, log)
        : await startPostgresEngine(engineOptions, log, watchdog);
    cleanups.push(() => engine.stop());

    const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lsb-'));
    cleanups.push(async () => fs.rmSync(runDir, { recursive: true, force: true }));
    watchdog.onDeath(`rm -rf '${runDir}'`);
    const postgrest: Postgrest = await startPostgrest({
      dbUri: engine.authenticatorUrl,
      socketPath: path.join(runDir, 'postgrest.sock'),
      pglite: engineName === 'pglite',
      maxRows: apiConfig.maxRows,
      log,
    });
    watchdog.onDeath(`kill -9 ${postgrest.process.pid} 2>/dev/null`);
    cleanups.push(() => postgrest.stop());

    const db = new Db(engine.dbUrl, engineName === 'pglite' ? 4 : 10);
    cleanups.push(() => db.close());
    const direct = await connectDatabase(engine.dbUrl, engineName);
    cleanups.push(() => direct.close());
    if (options.scheduler !== false) {
      const schedulerDb = await connectDatabase(engine.dbUrl, engineName);
      cleanups.push(() => schedulerDb.close());
      const scheduler = startScheduler({ db: schedulerDb, log, ...options.scheduler });
      cleanups.push(() => scheduler.stop());
    }

    let url = '';
    const devSecret = randomBytes(18).toString('base64url');
    const mailbox = new Mailbox(log);
    const smtp =
      options.smtp === false
        ? undefined
        : await startLocalSmtp({ mailbox, host: '127.0.0.1', port: options.smtp?.port ?? 0, log });
    if (smtp) cleanups.push(() => smtp.stop());
    const functionSecrets = (): Record<string, string> => ({
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
      ...(smtp
        ? {
            SMTP_HOST: smtp.host,
            SMTP_PORT: String(smtp.port),
            SMTP_SECURE: 'true',
            SMTP_USER: smtp.user,
            SMTP_PASS: smtp.pass,
            SMTP_CA: smtp.ca,
          }
        : {}),
      NOTIFY_FROM: 'Tembo Safaris <notifications@tembo-safaris.local>',
      ...(options.turnstile
        ? {
            TURNSTILE_SECRET_KEY: options.turnstile.secretKey,
            TURNSTILE_VERIFY_URL: `${url}${standInPrefix}/siteverify`,
          }
        : {}),
      ...options.functionSecrets,
    });
    const { server, close } = createServer({
      db,
      mailbox,
      auth: {
        autoconfirm: true,
        jwtExpiry: 3600,
        refreshTokenReuseInterval: 10,
        otpExpiry: authConfig.otpExpiry,
        siteUrl,
        redirectUrl: `${siteUrl}/auth`,
        additionalRedirectUrls: authConfig.additionalRedirectUrls,
        enableSignup: authConfig.enableSignup,
        emailTemplates: authConfig.emailTemplates,
        totp: authConfig.totp,
        ...options.auth,
        rateLimits: { ...authConfig.rateLimits, ...options.auth?.rateLimits },
      },
      postgrestSocket: path.join(runDir, 'postgrest.sock'),
      functionsDir: path.join(supabaseDir, 'functions'),
      apiUrl: () => url,
      functionSecrets,
      log,
      dev: {
        enabled: options.devEndpoints ?? process.env.NODE_ENV !== 'production',
        secret: devSecret,
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'EADDRINUSE'
            ? new Error(
                `Port ${requestedPort} on ${host} is already in use. Stop what holds it or pass --port <another>.`,
              )
            : error,
        ),
      );
      server.listen(requestedPort, host, () => resolve());
    });
    cleanups.push(close);
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : requestedPort;
    url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
    await connectNotifications(direct, { url, serviceRoleKey, siteUrl });
    await connectImageSweep(direct, { url, serviceRoleKey });
    if (options.turnstile) {
      await direct.query(`update public.submission_limits set challenge_past_cap = true`);
    }
    if (options.minSecondsToSubmit !== undefined) {
      await direct.query(`update public.submission_limits set min_seconds_to_submit = $1`, [
        options.minSecondsToSubmit,
      ]);
    }
    if (options.enquiryCaps) {
      await direct.query(
        `update public.submission_limits
         set enquiries_per_client_per_hour = $1, enquiries_per_hour = $2`,
        [options.enquiryCaps.perClientPerHour, options.enquiryCaps.perHour],
      );
    }

    let stopped: Promise<void> | undefined;
    return {
      url,
      anonKey,
      serviceRoleKey,
      jwtSecret,
      demoAdmin,
      engine: engineName,
      port,
      dbUrl: engine.dbUrl,
      db: direct,
      devSecret,
      mailbox,
      smtp,
      reloadSchema: () => postgrest.reloadSchema(),
      async migrate() {
        const result = await migrate(direct, { dir: supabaseDir });
        for (const warning of result.warnings) log(`warning: ${warning}`);
        if (result.applied.length > 0) {
          log(`applied ${result.applied.join(', ')}`);
          await postgrest.reloadSchema();
        }
        return result.applied;
      },
      stop: () => (stopped ??= runCleanups()),
    };
  } catch (error) {
    await runCleanups();
    throw error;
  }
}

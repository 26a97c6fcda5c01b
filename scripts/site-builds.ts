// Points a local database's site builds at a deploy hook: what the README's hosted setup does by
// hand (Vault secrets, the cron job), plus the coalescing settings. Used by `pnpm preview` and
// the e2e journey, with seconds instead of minutes there.
import type { Database } from '@tembo/local-supabase';

export interface SiteBuildConfig {
  hookUrl: string;
  token: string;
  /** Quiet period after the last change. */
  quietSeconds: number;
  /** Longest wait under continuous editing. */
  maxDelaySeconds: number;
  /** How often the site-build and scheduled-publishing cron jobs run (1 to 59). */
  cronSeconds: number;
  /** Records a build request with no quiet period. */
  buildNow?: boolean;
}

export async function configureSiteBuilds(db: Database, config: SiteBuildConfig): Promise<void> {
  await db.query(
    `delete from vault.secrets where name in ('site_build_hook_url', 'site_build_hook_token')`,
  );
  await db.query(`select vault.create_secret($1, 'site_build_hook_url')`, [config.hookUrl]);
  await db.query(`select vault.create_secret($1, 'site_build_hook_token')`, [config.token]);
  await db.query(
    `update public.site_build_settings
     set quiet_period = make_interval(secs => $1), max_delay = make_interval(secs => $2),
         retry_after = make_interval(secs => least($2, 120))`,
    [config.quietSeconds, config.maxDelaySeconds],
  );
  await db.query(`select cron.schedule('site-build', $1, 'select public.dispatch_site_build()')`, [
    `${config.cronSeconds} seconds`,
  ]);
  // Scheduled publishing's moments are looked for as often (docs/architecture.md#publishing).
  await db.query(
    `select cron.schedule('scheduled-publishing', $1, 'select public.request_scheduled_site_builds()')`,
    [`${config.cronSeconds} seconds`],
  );
  if (config.buildNow) {
    await db.query(
      `insert into public.site_build_requests (source, operation, immediate) values ('preview', 'start', true)`,
    );
  }
}

// @tembo/local-supabase: the Supabase HTTP API on a real Postgres for dev, tests and demos.
export { startLocalSupabase } from './start.ts';
export type { LocalSupabase, StartOptions } from './start.ts';
export type { AuthOptions } from './auth/routes.ts';
export { defaultRateLimits, readAuthConfig, testRateLimits } from './config.ts';
export type { AuthConfig, RateLimits } from './config.ts';
export type { MailMessage, Mailbox } from './auth/mailbox.ts';
export type { Database, EngineName, QueryResult } from './engines/database.ts';
export {
  anonKey,
  defaultPort,
  defaultSiteUrl,
  demoAdmin,
  jwtSecret,
  serviceRoleKey,
} from './keys.ts';
export { applySchema, migrate, migrationFiles } from './migrate.ts';
export { defaultDataDir, supabaseDir } from './paths.ts';
export { startPglite } from './engines/pglite.ts';
export { postgresAvailable, startPostgres } from './engines/postgres.ts';
export { makeSuperAdmin } from './make-super-admin.ts';
export { startScheduler, parseSchedule, isDue } from './scheduler.ts';
export type { Scheduler, SchedulerOptions } from './scheduler.ts';
export { applyStandIns } from './stand-ins.ts';

// `local-supabase start [--engine pglite|postgres] [--port N] [--data-dir DIR] [--reset]`
// `local-supabase make-super-admin --email <email> [--create]` (SUPABASE_URL / SUPABASE_SERVICE_ROLE_KEY)
import { parseArgs } from 'node:util';
import { defaultDataDir } from './paths.ts';
import { backupProject, restoreProject } from './backup.ts';
import { defaultPort } from './keys.ts';
import { makeSuperAdmin } from './make-super-admin.ts';
import { startLocalSupabase, type LocalSupabase } from './start.ts';

const usage = `Usage:
  local-supabase start [--engine pglite|postgres] [--port N] [--data-dir DIR] [--reset] [--no-snapshot]
  local-supabase backup [--out DIR]                 (SUPABASE_DB_URL, SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY; writes DIR/<date>/, default backups/)
  local-supabase restore <backup folder>            (the same variables, of the target project)
  local-supabase make-super-admin --email <email> [--create]   (--create adds the user when missing; SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY; default: the local backend)`;

/** What `pnpm dev` and a human read: where the API is and how to sign in. */
export function banner(backend: LocalSupabase, dataDir: string | undefined): string {
  return [
    '',
    `local-supabase (${backend.engine}) is ready${dataDir ? `, data in ${dataDir}` : ', throwaway database'}`,
    `  API URL          ${backend.url}`,
    `  anon key         ${backend.anonKey}`,
    `  service_role key ${backend.serviceRoleKey}`,
    `  database         ${backend.dbUrl}`,
    `  mailbox          ${backend.url}/__dev/mailbox?secret=${backend.devSecret}`,
    `  demo admin       ${backend.demoAdmin.email} / ${backend.demoAdmin.password}`,
    '',
  ].join('\n');
}

async function start(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      engine: { type: 'string', default: 'pglite' },
      port: { type: 'string', default: String(defaultPort) },
      'data-dir': { type: 'string', default: defaultDataDir },
      reset: { type: 'boolean', default: false },
      'no-snapshot': { type: 'boolean', default: false },
    },
  });
  if (values.engine !== 'pglite' && values.engine !== 'postgres') {
    throw new Error(`--engine must be pglite or postgres, not ${values.engine}`);
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be 0-65535, not ${values.port}`);
  const started = Date.now();
  const backend = await startLocalSupabase({
    engine: values.engine,
    port,
    dataDir: values['data-dir'],
    reset: values.reset,
    fresh: !values['no-snapshot'],
    log: (line) => console.info(`[local-supabase] ${line}`),
  });
  console.info(banner(backend, values['data-dir']));
  console.info(`[local-supabase] started in ${Date.now() - started} ms; Ctrl-C stops it`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`[local-supabase] ${signal}: stopping`);
    backend.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === 'start') return start(rest);
  if (command === 'backup') {
    const { values } = parseArgs({ args: rest, options: { out: { type: 'string' } } });
    const log = (line: string) => console.info(`[backup] ${line}`);
    await backupProject({ log, ...(values.out ? { outDir: values.out } : {}) });
    return;
  }
  if (command === 'restore') {
    const { positionals } = parseArgs({ args: rest, allowPositionals: true });
    if (positionals.length !== 1) throw new Error('restore takes one backup folder');
    const result = await restoreProject(positionals[0] as string, {
      log: (line) => console.info(`[restore] ${line}`),
    });
    if (result.mismatches.length > 0) {
      throw new Error(
        `restored, but these differ from the backup: ${result.mismatches.join(', ')}`,
      );
    }
    console.info(`[restore] every table, sequence and object matches the backup`);
    return;
  }
  if (command === 'make-super-admin') {
    const { values } = parseArgs({
      args: rest,
      options: { email: { type: 'string' }, create: { type: 'boolean', default: false } },
    });
    if (!values.email) throw new Error('--email is required');
    const result = await makeSuperAdmin({ email: values.email, create: values.create });
    console.info(
      `${result.email} (${result.userId}${result.created ? ', created' : ''}) is now super_admin on ${result.url}` +
        (result.created ? '; they sign in at /auth with a code emailed to them' : ''),
    );
    return;
  }
  console.error(usage);
  process.exitCode = command ? 2 : 0;
}

main(process.argv.slice(2).filter((arg) => arg !== '--')).catch((error: unknown) => {
  console.error(`local-supabase: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

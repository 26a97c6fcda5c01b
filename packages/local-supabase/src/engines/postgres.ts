import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Database } from './database.ts';

const run = promisify(execFile);

/** Debian's PostgreSQL 15; override with PG_BIN for another install. */
export const postgresBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export function postgresAvailable(): boolean {
  return fs.existsSync(path.join(postgresBin, 'initdb'));
}

export interface PostgresCluster {
  readonly port: number;
  readonly dataDir: string;
  /** Superuser connection string for a database of the cluster. */
  connectionString(database?: string): string;
  /** A connected client on that database. */
  connect(database?: string): Promise<PostgresDatabase>;
  stop(): Promise<void>;
}

export interface PostgresDatabase extends Database {
  readonly engine: 'postgres';
  readonly client: pg.Client;
}

export interface StartPostgresOptions {
  /** Keep the cluster here (created when empty); a throwaway temp dir when omitted. */
  dataDir?: string;
  /** A fixed port; a free one when omitted. */
  port?: number;
  /** A stopped, migrated cluster directory to copy into an empty data dir instead of initdb. */
  template?: string;
  /**
   * Flush each commit to the disk before acknowledging it (`fsync=on`). Off by default: these
   * are dev and test clusters, where a killed process loses nothing it acknowledged but an OS
   * crash or power loss may lose recent commits (README, "Data"; docs/decisions.md#durability).
   * `pnpm bench:backend` prints what turning it on costs.
   */
  fsync?: boolean;
}

/**
 * Starts a PostgreSQL 15 cluster owned by the `postgres` system user when we run as root
 * (initdb refuses root), trusting local connections: it is a test and dev database only.
 */
export async function startPostgres(options: StartPostgresOptions = {}): Promise<PostgresCluster> {
  if (!postgresAvailable()) {
    throw new Error(
      `PostgreSQL 15 not found in ${postgresBin}: apt-get install postgresql-15 (or set PG_BIN).`,
    );
  }
  const throwaway = !options.dataDir;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-pg-'));
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-pgsock-'));
  const asRoot = process.getuid?.() === 0;
  const asPostgres = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
  if (asRoot) {
    fs.mkdirSync(dataDir, { recursive: true });
    await run('chown', ['-R', 'postgres:postgres', dataDir, socketDir]);
  }

  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION')) && options.template) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.chmodSync(dataDir, 0o700);
    await run('cp', ['-a', `${options.template}/.`, dataDir]);
    fs.rmSync(path.join(dataDir, 'postmaster.pid'), { force: true });
  }
  await stopStaleServer(dataDir, asPostgres);
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await asPostgres(path.join(postgresBin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
  }
  const port = options.port ?? (await freePort());
  const settings = [
    `-p ${port}`,
    `-k ${socketDir}`,
    "-c listen_addresses='127.0.0.1'",
    `-c fsync=${options.fsync ? 'on' : 'off'}`,
    '-c max_connections=200',
  ].join(' ');
  await asPostgres(path.join(postgresBin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-o',
    settings,
    '-l',
    path.join(dataDir, 'server.log'),
    '-w',
    '-t',
    '60',
    'start',
  ]);

  const connectionString = (database = 'postgres') =>
    `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    dataDir,
    connectionString,
    async connect(database = 'postgres') {
      const client = new pg.Client({ connectionString: connectionString(database) });
      // A connection the server ends while idle (a fast shutdown) emits 'error'; unlistened, that
      // crashes the process. The next query on it rejects with the reason instead.
      client.on('error', () => undefined);
      await client.connect();
      return wrapClient(client);
    },
    async stop() {
      await asPostgres(path.join(postgresBin, 'pg_ctl'), [
        '-D',
        dataDir,
        '-m',
        'fast',
        '-w',
        'stop',
      ]).catch(() => undefined);
      fs.rmSync(socketDir, { recursive: true, force: true });
      if (throwaway) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A server left running on this data dir by a process that was killed: stop it (fast shutdown
 * keeps every committed transaction) so this start can own the directory.
 */
async function stopStaleServer(
  dataDir: string,
  asPostgres: (command: string, args: string[]) => Promise<unknown>,
): Promise<void> {
  if (!fs.existsSync(path.join(dataDir, 'postmaster.pid'))) return;
  const running = await asPostgres(path.join(postgresBin, 'pg_ctl'), [
    '-D',
    dataDir,
    'status',
  ]).then(
    () => true,
    () => false,
  );
  if (!running) return;
  await asPostgres(path.join(postgresBin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-m',
    'fast',
    '-w',
    '-t',
    '30',
    'stop',
  ]).catch(() => undefined);
}

/** The postmaster's pid, from the first line of postmaster.pid. */
export function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(
      fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function wrapClient(client: pg.Client): PostgresDatabase {
  return {
    engine: 'postgres',
    client,
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    async close() {
      await client.end();
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

// `pnpm backup` and `pnpm restore`: a project's data (database rows, auth users, roles) and its
// storage objects, hosted or local, into a dated folder and back. See the README, "Backups".
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { defaultPort, serviceRoleKey as localServiceRoleKey } from './keys.ts';

/** Where a backup comes from or goes to. */
export interface ProjectConnection {
  /** A connection string of the `postgres` role. @default $SUPABASE_DB_URL */
  dbUrl?: string;
  /** The API URL, for the storage objects. @default $SUPABASE_URL, else the local backend */
  url?: string;
  /** @default $SUPABASE_SERVICE_ROLE_KEY, else the local demo key (local URLs only) */
  serviceRoleKey?: string;
  /** The folder of pg_dump and psql. @default $PG_CLIENT_BIN, else those on PATH */
  pgBin?: string;
  log?: (line: string) => void;
}

/** One storage object as backed up: its row (without the storage service's own handles). */
export interface ObjectEntry {
  bucket_id: string;
  name: string;
  /** The file under objects/<bucket_id>/<name>. */
  sha256: string;
  size: number;
  row: Record<string, unknown>;
}

export interface Manifest {
  format: 1;
  created_at: string;
  /** `pg_dump`: what wrote database.sql (pg_dump's version, or this script's own SQL). */
  source: { url: string; server_version: string; pg_dump: string };
  /** Row count and content hash of every table backed up, and every sequence's state. */
  checksums: Record<string, string>;
  objects: ObjectEntry[];
}

/**
 * The tables a backup holds: every table of `public` (content, roles, enquiries, audit log,
 * site builds), the users and their identities, and the buckets. The objects' rows are restored
 * through the storage API with their bytes. Sessions and refresh tokens are not kept: after a
 * restore everyone signs in again.
 */
const extraTables = ['auth.users', 'auth.identities', 'storage.buckets'];
/** Rows that point at users and are emptied with them on restore (when the table exists). */
const userDependents = [
  'auth.sessions',
  'auth.refresh_tokens',
  'auth.one_time_tokens',
  'auth.mfa_amr_claims',
  'auth.mfa_factors',
  'auth.flow_state',
];
/**
 * Columns of storage.objects that the storage service assigns on upload (`version` names the
 * bytes in its store): new after a restore, left out of the comparison.
 */
const objectHandles = ['id', 'version', 'path_tokens'];

function resolveConnection(connection: ProjectConnection) {
  const dbUrl = connection.dbUrl ?? process.env.SUPABASE_DB_URL;
  if (!dbUrl) {
    throw new Error(
      'SUPABASE_DB_URL is required: the database connection string (hosted: Project Settings → Database → Connection string, session pooler or direct; local: the "database" line local-supabase prints).',
    );
  }
  const url = (
    connection.url ??
    process.env.SUPABASE_URL ??
    `http://127.0.0.1:${defaultPort}`
  ).replace(/\/$/, '');
  const local = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(url);
  const key =
    connection.serviceRoleKey ??
    process.env.SUPABASE_SERVICE_ROLE_KEY ??
    (local ? localServiceRoleKey : undefined);
  if (!key) {
    throw new Error(`SUPABASE_SERVICE_ROLE_KEY is required for ${url} (Project Settings → API).`);
  }
  const pgBin = connection.pgBin ?? process.env.PG_CLIENT_BIN;
  const tool = (name: string) => (pgBin ? path.join(pgBin, name) : name);
  return { dbUrl, url, key, tool, log: connection.log ?? (() => undefined) };
}

function run(command: string, args: string[], options: { stdout?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', options.stdout ? fs.openSync(options.stdout, 'w') : 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} not found: install the PostgreSQL client or set PG_CLIENT_BIN`)
          : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${path.basename(command)} failed (${code}): ${err.trim()}`)),
    );
  });
}

async function withClient<T>(dbUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoteName = (qualified: string) =>
  qualified
    .split('.')
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join('.');

async function publicTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select 'public.' || tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  return rows.map((row) => row.name);
}

async function existing(client: pg.Client, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    'select name from unnest($1::text[]) as name where to_regclass(name) is not null',
    [tables],
  );
  return rows.map((row) => row.name);
}

/**
 * Row count and an md5 of the sorted rows of every backed-up table (storage.objects without the
 * storage service's handles), and `last_value`/`is_called` of every sequence of `public`.
 */
export async function checksums(client: pg.Client): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  const tables = [...(await publicTables(client)), ...extraTables, 'storage.objects'];
  for (const table of await existing(client, tables)) {
    const row =
      table === 'storage.objects'
        ? `(to_jsonb(t) - ${objectHandles.map((c) => `'${c}'`).join(' - ')})::text`
        : 't::text';
    const { rows } = await client.query<{ count: string; md5: string }>(
      `select count(*) as count, md5(coalesce(string_agg(r, E'\\n' order by r), '')) as md5
       from (select ${row} as r from ${quoteName(table)} t) s`,
    );
    result[table] = `${rows[0]?.count} rows, md5 ${rows[0]?.md5}`;
  }
  const { rows: sequences } = await client.query<{ name: string }>(
    `select 'public.' || sequencename as name from pg_sequences where schemaname = 'public' order by 1`,
  );
  for (const { name } of sequences) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value, is_called from ${quoteName(name)}`,
    );
    result[name] =
      `sequence ${rows[0]?.last_value} ${rows[0]?.is_called ? 'called' : 'not called'}`;
  }
  return result;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Writes the rows of `tables` and the states of the sequences of `public` as SQL a restore runs
 * with psql, in the same form as pg_dump's data-only output where it matters: one statement per
 * table (every non-generated column, identity values kept) and pg_dump's `setval` lines. Values
 * travel as JSON (`to_jsonb`, read back by `jsonb_populate_recordset`); the restore's checksum
 * comparison proves each table comes back identical.
 */
async function writeRowsAsSql(client: pg.Client, tables: string[], file: string): Promise<void> {
  const out = fs.createWriteStream(file);
  const write = (text: string) =>
    new Promise<void>((resolve, reject) =>
      out.write(text, (error) => (error ? reject(error) : resolve())),
    );
  try {
    await write('-- Data written by pnpm backup (no pg_dump for this server version).\n');
    for (const table of tables) {
      const [schema = '', name = ''] = table.split('.');
      const { rows: columns } = await client.query<{ column_name: string }>(
        `select column_name from information_schema.columns
         where table_schema = $1 and table_name = $2 and is_generated = 'NEVER'
         order by ordinal_position`,
        [schema, name],
      );
      const list = columns.map((c) => quoteIdent(c.column_name)).join(', ');
      const { rows } = await client.query<{ json: string; n: string }>(
        `select coalesce(jsonb_agg(to_jsonb(t)), '[]')::text as json, count(*)::text as n
         from (select ${list} from ${quoteName(table)}) t`,
      );
      const json = rows[0]?.json ?? '[]';
      if (rows[0]?.n === '0') continue;
      let tag = 'rows';
      while (json.includes(`$${tag}$`)) tag += '_';
      await write(
        `\nINSERT INTO ${quoteName(table)} (${list}) OVERRIDING SYSTEM VALUE\n` +
          `SELECT ${list} FROM jsonb_populate_recordset(NULL::${quoteName(table)}, $${tag}$${json}$${tag}$::jsonb);\n`,
      );
    }
    const { rows: sequences } = await client.query<{ name: string }>(
      `select 'public.' || sequencename as name from pg_sequences where schemaname = 'public' order by 1`,
    );
    for (const { name } of sequences) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `select last_value, is_called from ${quoteName(name)}`,
      );
      await write(
        `\nSELECT pg_catalog.setval('${name}', ${rows[0]?.last_value}, ${rows[0]?.is_called ? 'true' : 'false'});\n`,
      );
    }
  } finally {
    await new Promise<void>((resolve) => out.end(resolve));
  }
}

/**
 * The sequence states the dump sets (`SELECT pg_catalog.setval('public.x_id_seq', 42, true);`),
 * in the form of `checksums`. Sequences stand outside transactions, so pg_dump reads them as they
 * are when it gets to them, not as of its snapshot: the manifest records what the dump holds.
 */
function dumpedSequences(sql: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const match of sql.matchAll(
    /^SELECT pg_catalog\.setval\('([^']+)', (\d+), (true|false)\);$/gm,
  )) {
    const name = (match[1] ?? '').replace(/"/g, '');
    result[name] = `sequence ${match[2]} ${match[3] === 'true' ? 'called' : 'not called'}`;
  }
  return result;
}

/** Path segments of an object name, refusing anything that could leave the folder. */
function objectPath(root: string, bucket: string, name: string): string {
  const segments = [bucket, ...name.split('/')];
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new Error(`Refusing the object name ${bucket}/${name}`);
  }
  return path.join(root, 'objects', ...segments);
}

const objectUrl = (url: string, bucket: string, name: string) =>
  `${url}/storage/v1/object/${encodeURIComponent(bucket)}/${name
    .split('/')
    .map(encodeURIComponent)
    .join('/')}`;

async function storageCall(url: string, key: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    headers: { apikey: key, authorization: `Bearer ${key}`, ...init.headers },
  });
  if (!response.ok) {
    throw new Error(
      `${init.method ?? 'GET'} ${url} failed with ${response.status}: ${await response.text()}`,
    );
  }
  return response;
}

async function serverMajor(client: pg.Client): Promise<{ version: string; major: number }> {
  const { rows } = await client.query<{ version: string; num: string }>(
    `select current_setting('server_version') as version, current_setting('server_version_num') as num`,
  );
  return { version: rows[0]?.version ?? '', major: Math.floor(Number(rows[0]?.num) / 10000) };
}

/** Backs up a project into `<outDir>/<timestamp>/`; returns that folder. */
export async function backupProject(
  options: ProjectConnection & { outDir?: string } = {},
): Promise<string> {
  const { dbUrl, url, key, tool, log } = resolveConnection(options);
  const pgDumpVersion = await run(tool('pg_dump'), ['--version']).then(
    (out) => out.trim(),
    () => undefined,
  );
  const dumpMajor = Number(/(\d+)(\.\d+)?/.exec(pgDumpVersion ?? '')?.[1] ?? 0);
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  const dir = path.resolve(options.outDir ?? 'backups', stamp);

  return withClient(dbUrl, async (client) => {
    const server = await serverMajor(client);
    fs.mkdirSync(dir, { recursive: true });
    const database = path.join(dir, 'database.sql');
    const tables = await existing(client, extraTables);
    // One snapshot for everything: the rows, the object rows and the checksums see the same
    // moment, while the live site goes on writing (enquiries, the notification outbox).
    await client.query('begin transaction isolation level repeatable read read only');
    let writer: string;
    if (pgDumpVersion && dumpMajor >= server.major) {
      writer = pgDumpVersion;
      log(`dumping ${dbUrl.replace(/:[^:@/]*@/, ':***@')} with ${pgDumpVersion}`);
      // pg_dump joins this transaction's snapshot, which lives as long as the transaction, on a
      // session connection (hosted: the session pooler on 5432 or the direct connection, not the
      // transaction pooler on 6543).
      const { rows: exported } = await client.query<{ id: string }>(
        'select pg_export_snapshot() as id',
      );
      // Data only: the schema comes from supabase/migrations (`supabase db push` on the target).
      await run(
        tool('pg_dump'),
        [
          '--data-only',
          '--no-owner',
          '--no-privileges',
          `--snapshot=${exported[0]?.id}`,
          '--table=public.*',
          ...tables.map((table) => `--table=${table}`),
          `--dbname=${dbUrl}`,
        ],
        { stdout: database },
      );
    } else {
      // No pg_dump, or one older than the server (it refuses those: Debian 12's 15 against a
      // hosted 17, or PGlite's 18). The rows are written as SQL by this connection instead.
      writer = `pnpm backup's own SQL (${pgDumpVersion ?? 'no pg_dump'}; PostgreSQL ${server.version})`;
      log(
        `${pgDumpVersion ?? 'pg_dump not found'}: cannot dump PostgreSQL ${server.version}; ` +
          `writing the rows as SQL instead (PG_CLIENT_BIN with the PostgreSQL ${server.major} client uses pg_dump)`,
      );
      await writeRowsAsSql(client, [...(await publicTables(client)), ...tables], database);
    }

    const { rows } = await client.query<{ row: Record<string, unknown> }>(
      `select to_jsonb(o) - 'path_tokens' as row from storage.objects o order by bucket_id, name`,
    );
    const sums = {
      ...(await checksums(client)),
      ...dumpedSequences(fs.readFileSync(database, 'utf8')),
    };
    // The snapshot ends before the downloads: on PGlite an open transaction holds the only
    // backend, and the storage API needs it to serve the files.
    await client.query('commit');

    const objects: ObjectEntry[] = [];
    for (const { row } of rows) {
      const bucket = String(row.bucket_id);
      const name = String(row.name);
      const file = objectPath(dir, bucket, name);
      const response = await storageCall(
        objectUrl(url, bucket, name).replace('/object/', '/object/authenticated/'),
        key,
      );
      const bytes = Buffer.from(await response.arrayBuffer());
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, bytes);
      objects.push({
        bucket_id: bucket,
        name,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        size: bytes.length,
        row,
      });
    }
    log(`${objects.length} storage objects saved`);
    const manifest: Manifest = {
      format: 1,
      created_at: new Date().toISOString(),
      source: { url, server_version: server.version, pg_dump: writer },
      checksums: sums,
      objects,
    };
    fs.writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    log(`backup written to ${dir}`);
    return dir;
  });
}

export interface RestoreResult {
  /** Tables and sequences whose checksum differs from the backup's (empty when all match). */
  mismatches: string[];
  objects: number;
}

/**
 * Restores a backup into a project whose schema is already there (`supabase db push`, or a new
 * local-supabase): replaces the rows of every table the backup holds, then puts back every storage
 * object (and removes objects the backup does not have), then compares checksums.
 */
export async function restoreProject(
  backupDir: string,
  options: ProjectConnection = {},
): Promise<RestoreResult> {
  const { dbUrl, url, key, tool, log } = resolveConnection(options);
  const dir = path.resolve(backupDir);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new Error(`${dir}: not a backup of this format`);
  return withJobsPaused(dbUrl, log, () =>
    restoreInto(dir, manifest, { dbUrl, url, key, tool, log }),
  );
}

/**
 * Runs `work` with the project's scheduled jobs paused (`cron.alter_job(…, active => false)`),
 * then resumes those it paused. A job that ran while the rows are replaced and compared (the
 * scheduled-publishing run writes its state row every 30 seconds) would write into a half-restored
 * database, and make the checksums differ from the backup's.
 */
async function withJobsPaused<T>(
  dbUrl: string,
  log: (line: string) => void,
  work: () => Promise<T>,
): Promise<T> {
  const paused = await withClient(dbUrl, async (client) => {
    const { rows } = await client.query<{ found: boolean }>(
      `select to_regprocedure('cron.alter_job(bigint,text,text,text,text,boolean)') is not null
         as found`,
    );
    if (!rows[0]?.found) return [];
    const jobs = await client.query<{ jobid: string }>(
      `select jobid::text from cron.job where active order by jobid`,
    );
    for (const { jobid } of jobs.rows) {
      await client.query(`select cron.alter_job($1::bigint, active => false)`, [jobid]);
    }
    return jobs.rows.map((job) => job.jobid);
  });
  if (paused.length > 0) log(`${paused.length} scheduled jobs paused during the restore`);
  try {
    return await work();
  } finally {
    if (paused.length > 0) {
      await withClient(dbUrl, async (client) => {
        for (const jobid of paused) {
          await client.query(`select cron.alter_job($1::bigint, active => true)`, [jobid]);
        }
      });
    }
  }
}

async function restoreInto(
  dir: string,
  manifest: Manifest,
  { dbUrl, url, key, tool, log }: ReturnType<typeof resolveConnection>,
): Promise<RestoreResult> {
  // 1. The rows, in one transaction, with triggers off (no audit rows, no site-build requests,
  //    foreign keys checked by the source already).
  await withClient(dbUrl, async (client) => {
    const tables = await existing(client, [
      ...(await publicTables(client)),
      ...extraTables,
      ...userDependents,
    ]);
    const script = path.join(dir, '.restore.sql');
    fs.writeFileSync(
      script,
      [
        'set session_replication_role = replica;',
        ...tables.map((table) => `delete from ${quoteName(table)};`),
        `\\i '${path.join(dir, 'database.sql').replace(/'/g, "''")}'`,
        '',
      ].join('\n'),
    );
    log(`restoring rows into ${dbUrl.replace(/:[^:@/]*@/, ':***@')}`);
    try {
      await run(tool('psql'), [
        '--no-psqlrc',
        '--quiet',
        '--single-transaction',
        '--set=ON_ERROR_STOP=1',
        `--file=${script}`,
        `--dbname=${dbUrl}`,
      ]);
    } finally {
      fs.rmSync(script, { force: true });
    }
  });

  // 2. The objects, through the storage API (the only way to the bytes on a hosted project).
  for (const object of manifest.objects) {
    const bytes = fs.readFileSync(objectPath(dir, object.bucket_id, object.name));
    if (createHash('sha256').update(bytes).digest('hex') !== object.sha256) {
      throw new Error(
        `${object.bucket_id}/${object.name}: the file differs from the backup's checksum`,
      );
    }
    const metadata = (object.row.metadata ?? {}) as Record<string, unknown>;
    await storageCall(objectUrl(url, object.bucket_id, object.name), key, {
      method: 'POST',
      headers: {
        'x-upsert': 'true',
        'content-type': String(metadata.mimetype ?? 'application/octet-stream'),
        'cache-control': String(metadata.cacheControl ?? 'max-age=3600'),
      },
      body: bytes,
    });
  }
  return withClient(dbUrl, async (client) => {
    const kept = new Set(manifest.objects.map((o) => `${o.bucket_id}/${o.name}`));
    const { rows: present } = await client.query<{ bucket_id: string; name: string }>(
      'select bucket_id, name from storage.objects',
    );
    for (const extra of present.filter((o) => !kept.has(`${o.bucket_id}/${o.name}`))) {
      await storageCall(`${url}/storage/v1/object/${encodeURIComponent(extra.bucket_id)}`, key, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prefixes: [extra.name] }),
      });
    }
    // The rows as they were (owner, times, metadata); the storage service's handles stay new.
    const { rows: columns } = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = 'storage' and table_name = 'objects' and is_generated = 'NEVER'
         and column_name <> all($1::text[]) and column_name not in ('bucket_id', 'name')`,
      [objectHandles],
    );
    const names = columns.map((c) => c.column_name);
    await client.query('begin');
    try {
      await client.query('set local session_replication_role = replica');
      if (names.length > 0) {
        await client.query(
          `update storage.objects o set ${names.map((n) => `"${n}" = b."${n}"`).join(', ')}
           from jsonb_populate_recordset(null::storage.objects, $1::jsonb) b
           where o.bucket_id = b.bucket_id and o.name = b.name`,
          [JSON.stringify(manifest.objects.map((o) => o.row))],
        );
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
    log(`${manifest.objects.length} storage objects restored`);

    // 3. The proof: the same checksums as the source had.
    const now = await checksums(client);
    const mismatches = Object.keys({ ...manifest.checksums, ...now }).filter(
      (name) => manifest.checksums[name] !== now[name],
    );
    for (const object of manifest.objects) {
      const response = await storageCall(
        objectUrl(url, object.bucket_id, object.name).replace('/object/', '/object/authenticated/'),
        key,
      );
      const sha = createHash('sha256')
        .update(Buffer.from(await response.arrayBuffer()))
        .digest('hex');
      if (sha !== object.sha256) mismatches.push(`object ${object.bucket_id}/${object.name}`);
    }
    return { mismatches, objects: manifest.objects.length };
  });
}

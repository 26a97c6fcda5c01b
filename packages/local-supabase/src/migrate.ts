import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './engines/database.ts';
import { supabaseDir } from './paths.ts';
import { applyStandIns, standInsText } from './stand-ins.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export { supabaseDir };
/** What hosted Supabase provides before a project's migrations run. */
export const bootstrapFile = path.resolve(here, '../sql/bootstrap.sql');

export interface SqlFile {
  name: string;
  path: string;
}

/** supabase/migrations/*.sql in timestamp order, as `supabase db push` applies them. */
export function migrationFiles(dir = supabaseDir): SqlFile[] {
  const migrations = path.join(dir, 'migrations');
  if (!fs.existsSync(migrations)) return [];
  return fs
    .readdirSync(migrations)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, path: path.join(migrations, name) }));
}

/**
 * The seed files, in the order they apply after the migrations: `seed.sql`, what is safe for a
 * production database (the one `supabase db push --include-seed` loads, config.toml's
 * `[db.seed]`), then, with `demo`, `seed.demo.sql`, the invented sample content of local runs
 * and tests (README, "Going live", step 4).
 */
export function seedFiles(dir = supabaseDir, { demo = true } = {}): SqlFile[] {
  const names = demo ? ['seed.sql', 'seed.demo.sql'] : ['seed.sql'];
  return names
    .map((name) => ({ name, path: path.join(dir, name) }))
    .filter((file) => fs.existsSync(file.path));
}

export interface ApplySchemaOptions {
  /** Seed after the migrations. @default true */
  seed?: boolean;
  /**
   * With the seed, also the demo content (`seed.demo.sql`); without, only what production may
   * load. @default true
   */
  demo?: boolean;
  /** The supabase/ folder to read. @default the repository's */
  dir?: string;
}

/** The seed files the options ask for. */
function seedsFor(dir: string, options: ApplySchemaOptions): SqlFile[] {
  return (options.seed ?? true) ? seedFiles(dir, { demo: options.demo ?? true }) : [];
}

/** One hash of the seed files' names and contents. */
function seedHash(files: SqlFile[]): string {
  return sha256(
    files.map((file) => `${file.name}\0${fs.readFileSync(file.path, 'utf8')}`).join('\0'),
  );
}

async function execFile(db: Database, file: SqlFile): Promise<void> {
  try {
    await db.exec(fs.readFileSync(file.path, 'utf8'));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${file.name} failed on ${db.engine}: ${message}`, { cause: error });
  }
}

/**
 * Bootstrap, then every migration, then the seed, with no bookkeeping: for database tests that
 * build a throwaway database. `migrate()` is the incremental version for data that persists.
 */
export async function applySchema(db: Database, options: ApplySchemaOptions = {}): Promise<void> {
  const dir = options.dir ?? supabaseDir;
  await execFile(db, { name: 'bootstrap.sql', path: bootstrapFile });
  await applyStandIns(db);
  for (const file of [...migrationFiles(dir), ...seedsFor(dir, options)]) {
    await execFile(db, file);
  }
}

export function sha256(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A hash of everything a migrated database is built from: the snapshot cache key. */
export function schemaHash(dir = supabaseDir): string {
  const hash = createHash('sha256');
  for (const file of [{ name: 'bootstrap.sql', path: bootstrapFile }, ...migrationFiles(dir)]) {
    hash.update(`${file.name}\0${fs.readFileSync(file.path)}\0`);
  }
  hash.update(`stand-ins\0${standInsText()}\0`);
  hash.update(`seed\0${seedHash(seedFiles(dir))}`);
  return hash.digest('hex');
}

// Our own bookkeeping, out of the API's reach: which migrations a persistent database has, so a
// restart applies only new ones (as `supabase migration up` would) and keeps the data.
const bookkeeping = `
create schema if not exists local_supabase;
revoke all on schema local_supabase from public;
create table if not exists local_supabase.migrations (
  name text primary key,
  sha256 text not null,
  applied_at timestamptz not null default now()
);
create table if not exists local_supabase.meta (key text primary key, value text not null);
`;

export interface MigrateResult {
  /** Files applied by this call, in order. */
  applied: string[];
  /** Drift that a `--reset` would resolve (an edited migration or seed). */
  warnings: string[];
}

/**
 * Brings a database up to date: bootstrap when it (or its content) is new, every migration not
 * applied yet, and the seed once, the first time there is one.
 */
export async function migrate(
  db: Database,
  options: ApplySchemaOptions = {},
): Promise<MigrateResult> {
  const dir = options.dir ?? supabaseDir;
  const result: MigrateResult = { applied: [], warnings: [] };
  await db.exec(bookkeeping);
  const meta = new Map(
    (
      await db.query<{ key: string; value: string }>('select key, value from local_supabase.meta')
    ).rows.map((row) => [row.key, row.value]),
  );
  const setMeta = (key: string, value: string) =>
    db.query(
      'insert into local_supabase.meta (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value',
      [key, value],
    );

  const bootstrap = fs.readFileSync(bootstrapFile, 'utf8');
  if (meta.get('bootstrap') !== sha256(bootstrap)) {
    await execFile(db, { name: 'bootstrap.sql', path: bootstrapFile });
    await setMeta('bootstrap', sha256(bootstrap));
    result.applied.push('bootstrap.sql');
  }
  if (meta.get('stand-ins') !== sha256(standInsText())) {
    result.applied.push(...(await applyStandIns(db)));
    await setMeta('stand-ins', sha256(standInsText()));
  }

  const applied = new Map(
    (
      await db.query<{ name: string; sha256: string }>(
        'select name, sha256 from local_supabase.migrations',
      )
    ).rows.map((row) => [row.name, row.sha256]),
  );
  for (const file of migrationFiles(dir)) {
    const hash = sha256(fs.readFileSync(file.path));
    const known = applied.get(file.name);
    if (known === undefined) {
      await execFile(db, file);
      await db.query('insert into local_supabase.migrations (name, sha256) values ($1, $2)', [
        file.name,
        hash,
      ]);
      result.applied.push(file.name);
    } else if (known !== hash) {
      result.warnings.push(
        `${file.name} changed after it was applied; --reset rebuilds the database`,
      );
    }
  }

  const seeds = seedsFor(dir, options);
  if (seeds.length > 0) {
    const hash = seedHash(seeds);
    if (!meta.has('seed')) {
      for (const seed of seeds) {
        await execFile(db, seed);
        result.applied.push(seed.name);
      }
      await setMeta('seed', hash);
    } else if (meta.get('seed') !== hash) {
      result.warnings.push(
        `${seeds.map((seed) => seed.name).join(' or ')} changed since this database was seeded; --reset reseeds it`,
      );
    }
  }
  return result;
}

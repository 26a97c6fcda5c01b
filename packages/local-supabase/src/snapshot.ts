import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { ensureDemoAdmin } from './demo-admin.ts';
import { connectDatabase } from './engines/client.ts';
import type { EngineName } from './engines/database.ts';
import { wrapPglite } from './engines/pglite.ts';
import { postgresBin, startPostgres } from './engines/postgres.ts';
import { demoAdmin } from './keys.ts';
import { migrate, schemaHash, sha256 } from './migrate.ts';
import { cacheDir } from './paths.ts';

// Bump when what a snapshot contains changes in a way the hashed inputs do not show.
const snapshotFormat = 1;

function engineVersion(engine: EngineName): string {
  if (engine === 'pglite') {
    const pkg = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../node_modules/@electric-sql/pglite/package.json',
    );
    return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
  }
  return execFileSync(path.join(postgresBin, 'postgres'), ['--version'], {
    encoding: 'utf8',
  }).trim();
}

/**
 * The cache key of a migrated, seeded database with the demo admin: bootstrap.sql, every
 * migration, seed.sql and seed.demo.sql, the demo credentials and the engine version. Any change gives a new key,
 * so a stale snapshot is never used.
 */
export function snapshotKey(engine: EngineName, supabaseDir: string): string {
  return sha256(
    [
      snapshotFormat,
      engine,
      engineVersion(engine),
      schemaHash(supabaseDir),
      demoAdmin.email,
      demoAdmin.password,
    ].join('\0'),
  ).slice(0, 24);
}

/** Removes the engine's snapshots other than `keep`, so the cache holds one per engine. */
function prune(engine: EngineName, keep: string): void {
  if (!fs.existsSync(cacheDir)) return;
  for (const entry of fs.readdirSync(cacheDir)) {
    if (entry.startsWith(`${engine}-`) && entry !== keep && !entry.includes('.tmp-')) {
      fs.rmSync(path.join(cacheDir, entry), { recursive: true, force: true });
    }
  }
}

/** A PGlite data directory tarball (gzip), built on first use (a few seconds), then ~1 s to load. */
export async function pgliteSnapshot(
  supabaseDir: string,
  log: (line: string) => void,
): Promise<Blob> {
  const name = `pglite-${snapshotKey('pglite', supabaseDir)}.tar.gz`;
  const file = path.join(cacheDir, name);
  if (!fs.existsSync(file)) {
    log('building the PGlite snapshot (migrations + seed), once per schema change…');
    const pglite = await PGlite.create();
    const db = wrapPglite(pglite);
    await migrate(db, { dir: supabaseDir });
    await ensureDemoAdmin(db);
    const dump = await pglite.dumpDataDir('gzip');
    await pglite.close();
    fs.mkdirSync(cacheDir, { recursive: true });
    // Written aside and renamed: a concurrent start never reads half a file.
    const temporary = `${file}.tmp-${process.pid}`;
    fs.writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(temporary, file);
    prune('pglite', name);
  }
  return new Blob([fs.readFileSync(file)], { type: 'application/x-gzip' });
}

/** A stopped, migrated PostgreSQL 15 cluster directory to copy (faster than initdb + migrate). */
export async function postgresTemplate(
  supabaseDir: string,
  log: (line: string) => void,
): Promise<string> {
  const name = `postgres-${snapshotKey('postgres', supabaseDir)}`;
  const dir = path.join(cacheDir, name);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    log('building the PostgreSQL template (initdb + migrations + seed), once per schema change…');
    fs.mkdirSync(cacheDir, { recursive: true });
    const temporary = `${dir}.tmp-${process.pid}`;
    fs.rmSync(temporary, { recursive: true, force: true });
    const cluster = await startPostgres({ dataDir: temporary });
    try {
      const db = await connectDatabase(cluster.connectionString(), 'postgres');
      try {
        await migrate(db, { dir: supabaseDir });
        await ensureDemoAdmin(db);
      } finally {
        await db.close();
      }
    } finally {
      await cluster.stop();
    }
    fs.rmSync(path.join(temporary, 'server.log'), { force: true });
    try {
      fs.renameSync(temporary, dir);
    } catch {
      // Another process finished the same template first; theirs is identical.
      fs.rmSync(temporary, { recursive: true, force: true });
    }
    prune('postgres', name);
  }
  return dir;
}

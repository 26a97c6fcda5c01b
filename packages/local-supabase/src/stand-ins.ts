import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './engines/database.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Stand-ins for the extensions a hosted Supabase project offers that neither PGlite nor a plain
 * PostgreSQL 15 has: pg_cron, pg_net and Vault, with the same SQL names and signatures, so the
 * migrations call the same functions everywhere. Each is applied only where the real extension
 * is not installed; src/scheduler.ts runs the cron jobs and sends the HTTP requests.
 */
export const standIns = ['pg_cron', 'pg_net', 'supabase_vault'].map((extension) => ({
  extension,
  name: `stand-ins/${extension}.sql`,
  path: path.resolve(here, `../sql/stand-ins/${extension}.sql`),
}));

/** The stand-ins' text, for cache keys and drift checks. */
export function standInsText(): string {
  return standIns.map((file) => `${file.name}\0${fs.readFileSync(file.path, 'utf8')}`).join('\0');
}

/** Applies each stand-in whose real extension is absent (idempotent); returns the ones applied. */
export async function applyStandIns(db: Database): Promise<string[]> {
  const applied: string[] = [];
  for (const file of standIns) {
    const { rows } = await db.query('select 1 from pg_extension where extname = $1', [
      file.extension,
    ]);
    if (rows.length > 0) continue;
    try {
      await db.exec(fs.readFileSync(file.path, 'utf8'));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${file.name} failed on ${db.engine}: ${message}`, { cause: error });
    }
    applied.push(file.name);
  }
  return applied;
}

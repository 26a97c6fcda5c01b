import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './engines/database.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The repository's supabase/ folder: migrations, seed and database tests. */
export const supabaseDir = path.resolve(here, '../../../supabase');
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

export interface ApplySchemaOptions {
  /** Apply supabase/seed.sql after the migrations. @default true */
  seed?: boolean;
  dir?: string;
}

/** Bootstrap, then every migration, then the seed: a database as the site expects it. */
export async function applySchema(db: Database, options: ApplySchemaOptions = {}): Promise<void> {
  const dir = options.dir ?? supabaseDir;
  const files: SqlFile[] = [{ name: 'bootstrap.sql', path: bootstrapFile }, ...migrationFiles(dir)];
  const seed = path.join(dir, 'seed.sql');
  if ((options.seed ?? true) && fs.existsSync(seed)) files.push({ name: 'seed.sql', path: seed });
  for (const file of files) {
    try {
      await db.exec(fs.readFileSync(file.path, 'utf8'));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${file.name} failed on ${db.engine}: ${message}`, { cause: error });
    }
  }
}

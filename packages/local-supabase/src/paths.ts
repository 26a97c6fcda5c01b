import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The repository root (the pnpm workspace). */
export const repoRoot = path.resolve(here, '../../..');
/** The repository's supabase/ folder: migrations, seed, functions and database tests. */
export const supabaseDir = path.join(repoRoot, 'supabase');
/** `pnpm dev`'s persistent data directory (git-ignored). */
export const defaultDataDir = path.join(repoRoot, '.local-supabase');
/** Migrated snapshots, keyed by a hash of the SQL they were built from. */
export const cacheDir = path.join(repoRoot, 'node_modules', '.cache', 'local-supabase');

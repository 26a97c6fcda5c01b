/**
 * Generates packages/data/src/database.types.ts from a freshly migrated database with
 * Supabase's own type generator (@supabase/postgrest-typegen, the engine behind
 * `supabase gen types typescript` and postgres-meta), so the file is what the Supabase CLI
 * would write for a hosted project with these migrations.
 *
 * Run: `pnpm gen:types` (writes the file) or `pnpm gen:types --check` (exits 1 when stale).
 * The database is a throwaway PostgreSQL 15 cluster with the bootstrap SQL and every
 * migration applied (no seed: content does not change types).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { introspect } from '@supabase/postgrest-typegen/introspection';
import { generateTypescript, sortGeneratorMetadata } from '@supabase/postgrest-typegen/generation';
import { startPostgres } from '../../packages/local-supabase/src/engines/postgres.ts';
import type { Database } from '../../packages/local-supabase/src/engines/database.ts';
import { applySchema } from '../../packages/local-supabase/src/migrate.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where the generated types are committed. */
export const databaseTypesFile = path.resolve(here, '../../packages/data/src/database.types.ts');

/** The PostgREST major version local-supabase runs and hosted Supabase serves. */
const postgrestVersion = '12';

/** Types for the `public` schema of a migrated PostgreSQL 15 database, as a TypeScript source. */
export async function generateDatabaseTypes(): Promise<string> {
  const cluster = await startPostgres();
  try {
    const db = await cluster.connect();
    try {
      await applySchema(db, { seed: false });
      const metadata = await introspect(serialised(db), { includedSchemas: ['public'] });
      return await generateTypescript(sortGeneratorMetadata(metadata), {
        postgrestVersion,
        // As `supabase gen types` does, so embedded one-to-one relations type as objects.
        detectOneToOneRelationships: true,
      });
    } finally {
      await db.close();
    }
  } finally {
    await cluster.stop();
  }
}

/**
 * The introspector fires its queries at once; one pg client must take them one at a time
 * (pg 8 deprecates overlapping queries on a client).
 */
function serialised(db: Database) {
  let previous: Promise<unknown> = Promise.resolve();
  return {
    query(sql: string) {
      const result = previous.then(() => db.query(sql));
      previous = result.catch(() => undefined);
      return result;
    },
  };
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const generated = await generateDatabaseTypes();
  const relative = path.relative(process.cwd(), databaseTypesFile);
  if (check) {
    const committed = fs.existsSync(databaseTypesFile)
      ? fs.readFileSync(databaseTypesFile, 'utf8')
      : '';
    if (committed !== generated) {
      console.error(`${relative} is stale: run \`pnpm gen:types\` and commit the result.`);
      process.exitCode = 1;
      return;
    }
    console.info(`${relative} matches the migrations.`);
    return;
  }
  fs.writeFileSync(databaseTypesFile, generated);
  console.info(`Wrote ${relative}.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}

/**
 * The seed is two files (README, "Going live", step 4): `seed.sql`, safe for production and the only
 * one `supabase db push --include-seed` loads (config.toml's [db.seed]), and `seed.demo.sql`,
 * the invented content of local runs and tests. On PGlite and on PostgreSQL 15: a database with
 * the production seed has no packages, testimonials, posts or enquiries; the demo seed adds them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../packages/local-supabase/src/engines/database.ts';
import { seedFiles, supabaseDir } from '../../packages/local-supabase/src/migrate.ts';
import { engines } from './support/database.ts';

/** The content tables an operator fills; none may hold invented rows in production. */
const contentTables = [
  'packages',
  'destinations',
  'accommodations',
  'testimonials',
  'gallery',
  'blog_posts',
  'enquiries',
  'page_content',
] as const;

async function counts(db: Database): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of contentTables) {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.${table}`,
    );
    result[table] = rows[0]?.n ?? -1;
  }
  return result;
}

describe('the seed files', () => {
  it('are seed.sql for production and seed.demo.sql for local runs, in that order', () => {
    expect(seedFiles().map((file) => file.name)).toEqual(['seed.sql', 'seed.demo.sql']);
    expect(seedFiles(supabaseDir, { demo: false }).map((file) => file.name)).toEqual(['seed.sql']);
  });

  it('give the Supabase CLI only the production seed', () => {
    const config = fs.readFileSync(path.join(supabaseDir, 'config.toml'), 'utf8');
    const settings = config.split('\n').filter((line) => !/^\s*#/.test(line));
    const seedSection = settings.slice(settings.indexOf('[db.seed]') + 1);
    const paths = seedSection.find((line) => /^sql_paths\s*=/.test(line));
    expect(paths).toBe('sql_paths = ["./seed.sql"]');
    expect(settings.filter((line) => line.includes('seed.demo.sql'))).toEqual([]);
  });
});

describe.each(engines)('seeds on $name', (engine) => {
  let db: Database;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, stop } = await engine.open({ demo: false }));
  }, 120_000);
  afterAll(() => stop());

  it('the production seed inserts no content: no packages, testimonials, posts or enquiries', async () => {
    expect(await counts(db)).toEqual(Object.fromEntries(contentTables.map((t) => [t, 0])));
  });

  it('the demo seed adds packages, approved testimonials and posts, and runs twice unchanged', async () => {
    const demo = fs.readFileSync(path.join(supabaseDir, 'seed.demo.sql'), 'utf8');
    await db.exec(demo);
    const seeded = await counts(db);
    expect(seeded.packages).toBeGreaterThan(0);
    expect(seeded.blog_posts).toBeGreaterThan(0);
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.testimonials where approved',
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
    await db.exec(demo);
    expect(await counts(db)).toEqual(seeded);
  });
});

/**
 * A package's length is asked once, as its number of days; the database writes the duration text
 * travellers read from it, for every caller, on PGlite and on PostgreSQL 15
 * (supabase/migrations/20261128050000_package_duration_from_days.sql).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../packages/local-supabase/src/engines/database.ts';
import { as, createUsers, engines } from './support/database.ts';

const seedDemo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../seed.demo.sql');

/** The demo packages' duration texts and days as seed.demo.sql writes them: `'3 days / 2 nights', 3,`. */
function seededDurations(): [text: string, days: number][] {
  const sql = fs.readFileSync(seedDemo, 'utf8');
  return [...sql.matchAll(/'(\d+ days? \/ \d+ nights?|1 day)',\s*(\d+),/g)].map((match) => [
    match[1] as string,
    Number(match[2]),
  ]);
}

describe.each(engines)('package duration on $name', (engine) => {
  let db: Database;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, stop } = await engine.open());
    await createUsers(db);
  });
  afterAll(() => stop?.());

  it('keeps the public text of every demo package', async () => {
    const seeded = seededDurations();
    expect(seeded.length).toBeGreaterThanOrEqual(5);
    for (const [text, days] of seeded) {
      const { rows } = await db.query<{ duration: string }>(
        `select public.package_duration($1) as duration`,
        [days],
      );
      expect(rows[0]?.duration).toBe(text);
    }
    const { rows } = await db.query<{ stale: number }>(
      `select count(*)::int as stale from public.packages
       where duration <> public.package_duration(days)`,
    );
    expect(rows[0]?.stale).toBe(0);
  });

  it('writes the duration from the days when an admin creates or edits a package', async () => {
    await as(db, 'admin', async (s) => {
      const created = await s.query<{ duration: string }>(
        `insert into public.packages (slug, title, price_usd, days, category)
         values ('one-day', 'One day', 100, 1, 'birding') returning duration`,
      );
      expect(created.rows[0]?.duration).toBe('1 day');
      const edited = await s.query<{ duration: string }>(
        `update public.packages set days = 2 where slug = 'one-day' returning duration`,
      );
      expect(edited.rows[0]?.duration).toBe('2 days / 1 night');
    });
  });

  it('never stores a duration that disagrees with the days', async () => {
    await as(db, 'admin', async (s) => {
      const created = await s.query<{ duration: string }>(
        `insert into public.packages (slug, title, price_usd, duration, days, category)
         values ('mismatch', 'Mismatch', 100, '2 weeks', 5, 'birding') returning duration`,
      );
      expect(created.rows[0]?.duration).toBe('5 days / 4 nights');
      const edited = await s.query<{ duration: string }>(
        `update public.packages set duration = 'A long weekend' where slug = 'mismatch'
         returning duration`,
      );
      expect(edited.rows[0]?.duration).toBe('5 days / 4 nights');
    });
  });
});

/**
 * Publishing a package needs highlights, an itinerary and inclusions
 * (docs/product-rules.md#publishing-a-package), in the database, on PGlite and on PostgreSQL 15:
 * every caller who may write packages is refused with the constraint of the empty section (its
 * sentence shows next to that section in the admin), every caller who may not is refused by Row
 * Level Security as before, drafts stay free, and the demo seed keeps the rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../packages/local-supabase/src/engines/database.ts';
import { as, callers, createUsers, engines, failure, rolledBack } from './support/database.ts';

const complete = {
  highlights: `array['Gorillas']`,
  itinerary: `'[{"day": 1, "title": "Bwindi"}]'::jsonb`,
  inclusions: `array['Permit']`,
};
type Section = keyof typeof complete;
const empty: Record<Section, string> = {
  highlights: `'{}'::text[]`,
  itinerary: `'[]'::jsonb`,
  inclusions: `'{}'::text[]`,
};
const sections = Object.keys(complete) as Section[];

/** A package insert with every section filled but `without`, which is empty. */
const insertPackage = (slug: string, published: boolean, without?: Section) => {
  const value = (section: Section) => (section === without ? empty : complete)[section];
  return `insert into public.packages (slug, title, price_usd, duration, days, category, published,
      highlights, itinerary, inclusions)
    values ('${slug}', 'Test ${slug}', 1000, '2 days', 2, 'birding', ${published},
      ${value('highlights')}, ${value('itinerary')}, ${value('inclusions')})`;
};

const refusal = (section: Section) => ({
  message: `new row for relation "packages" violates check constraint "packages_${section}_published"`,
  code: '23514',
});

describe.each(engines)('publishing a package on $name', (engine) => {
  let db: Database;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, stop } = await engine.open());
    await createUsers(db);
  });
  afterAll(() => stop?.());

  describe.each(sections)('without %s', (section) => {
    it.each(['admin', 'super_admin'] as const)(
      '%s cannot create it published, nor publish the draft, but may keep it as a draft',
      async (caller) => {
        await as(db, caller, async (s) => {
          expect(await s.fail(insertPackage('incomplete', true, section))).toEqual(
            refusal(section),
          );
          await s.query(insertPackage('incomplete', false, section));
          expect(
            await s.fail(`update public.packages set published = true where slug = 'incomplete'`),
          ).toEqual(refusal(section));
        });
      },
    );

    it('a published package cannot lose it either', async () => {
      await as(db, 'admin', async (s) => {
        await s.query(insertPackage('complete', true));
        expect(
          await s.fail(
            `update public.packages set ${section} = ${empty[section]} where slug = 'complete'`,
          ),
        ).toEqual(refusal(section));
      });
    });

    it('the service role and the table owner are refused too (the rule is not a policy)', async () => {
      await rolledBack(db, async () => {
        await db.exec('set local role service_role');
        expect(await failure(db.query(insertPackage('incomplete', true, section)))).toEqual(
          refusal(section),
        );
      });
      await rolledBack(db, async () => {
        expect(await failure(db.query(insertPackage('incomplete', true, section)))).toEqual(
          refusal(section),
        );
      });
    });
  });

  it.each(callers.filter((caller) => caller === 'anon' || caller === 'user'))(
    '%s may not write packages at all: privileges and Row Level Security refuse before the rule',
    async (caller) => {
      await as(db, caller, async (s) => {
        // anon has no write privilege ("permission denied"); a user is refused by the policy.
        expect(await s.fail(insertPackage('incomplete', true, 'itinerary'))).toMatchObject({
          code: '42501',
        });
        const emptied = `update public.packages set itinerary = '[]'::jsonb where published`;
        if (caller === 'anon') expect(await s.fail(emptied)).toMatchObject({ code: '42501' });
        else expect((await s.query(emptied)).affectedRows).toBe(0);
      });
    },
  );

  it.each(['admin', 'super_admin'] as const)(
    '%s publishes a package with highlights, an itinerary and inclusions',
    async (caller) => {
      await as(db, caller, async (s) => {
        await s.query(insertPackage('complete', false));
        const published = await s.query(
          `update public.packages set published = true where slug = 'complete'`,
        );
        expect(published.affectedRows).toBe(1);
      });
    },
  );

  it('the demo seed publishes only complete packages, so the rule holds for every row', async () => {
    await rolledBack(db, async () => {
      const published = await db.query<{ count: number }>(
        `select count(*)::int as count from public.packages where published`,
      );
      expect(published.rows[0]?.count).toBeGreaterThan(0);
      for (const section of sections) {
        await db.exec(
          `alter table public.packages validate constraint packages_${section}_published`,
        );
      }
    });
  });
});

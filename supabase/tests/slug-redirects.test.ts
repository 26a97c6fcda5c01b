/**
 * Old addresses of packages, accommodations and destinations (docs/decisions.md#slug-urls), on PGlite and on
 * PostgreSQL 15: a slug change records the old slug in slug_redirects, pointing at the current
 * slug whatever happened since (no chains); a slug another record takes, or the record takes back,
 * stops redirecting; visitors and signed-in users read the redirects of live records only, admins
 * all of them; and nobody writes the table directly, not even an admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../packages/local-supabase/src/engines/database.ts';
import { as, callers, createUsers, engines, rolledBack } from './support/database.ts';

interface Redirect {
  kind: string;
  old_slug: string;
  slug: string;
}

describe.each(engines)('slug redirects on $name', (engine) => {
  let db: Database;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, stop } = await engine.open());
    await createUsers(db);
  });
  afterAll(() => stop?.());

  /** Inserts a package (superuser) and returns its id. */
  const insertPackage = async (slug: string, published = true) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.packages (slug, title, price_usd, duration, days, category, published,
         highlights, itinerary, inclusions)
       values ($1, 'Redirected package', 1000, '2 days', 2, 'birding', $2,
         array['Shoebills'], '[{"day": 1, "title": "Mabamba"}]'::jsonb, array['Boat'])
       returning id`,
      [slug, published],
    );
    return rows[0]!.id;
  };
  const insertAccommodation = async (slug: string, published = true) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.accommodations (slug, name, type, location, published)
       values ($1, 'Redirected lodge ' || $1, 'lodge', 'Bwindi', $2) returning id`,
      [slug, published],
    );
    return rows[0]!.id;
  };
  const rename = (table: string, id: string, slug: string) =>
    db.query(`update public.${table} set slug = $2 where id = $1`, [id, slug]);
  const redirects = async (prefix: string) =>
    (
      await db.query<Redirect>(
        `select kind, old_slug, slug from public.slug_redirects
         where old_slug like $1 || '%' order by kind, old_slug`,
        [prefix],
      )
    ).rows;

  describe('the trigger', () => {
    it('records the old slug of a renamed package, and repoints every old slug at the newest', async () => {
      await rolledBack(db, async () => {
        const id = await insertPackage('trig-a');
        expect(await redirects('trig-')).toEqual([]);
        await rename('packages', id, 'trig-b');
        expect(await redirects('trig-')).toEqual([
          { kind: 'package', old_slug: 'trig-a', slug: 'trig-b' },
        ]);
        await rename('packages', id, 'trig-c');
        expect(await redirects('trig-')).toEqual([
          { kind: 'package', old_slug: 'trig-a', slug: 'trig-c' },
          { kind: 'package', old_slug: 'trig-b', slug: 'trig-c' },
        ]);
        // Renamed back: its slug is no longer an old address.
        await rename('packages', id, 'trig-a');
        expect(await redirects('trig-')).toEqual([
          { kind: 'package', old_slug: 'trig-b', slug: 'trig-a' },
          { kind: 'package', old_slug: 'trig-c', slug: 'trig-a' },
        ]);
      });
    });

    it('records an accommodation’s old slug, apart from the packages’ ones', async () => {
      await rolledBack(db, async () => {
        const id = await insertAccommodation('trig-lodge');
        await rename('accommodations', id, 'trig-lodge-new');
        expect(await redirects('trig-')).toEqual([
          { kind: 'accommodation', old_slug: 'trig-lodge', slug: 'trig-lodge-new' },
        ]);
        // A package may use the lodge's old slug: the kinds never mix.
        await insertPackage('trig-lodge');
        expect(await redirects('trig-')).toHaveLength(1);
      });
    });

    it('records a destination’s old slug, which visitors see while it is published', async () => {
      await rolledBack(db, async () => {
        const { rows } = await db.query<{ id: string }>(
          `insert into public.destinations (slug, name) values ('trig-park', 'Trig park')
           returning id`,
        );
        const id = rows[0]!.id;
        await rename('destinations', id, 'trig-park-new');
        expect(await redirects('trig-')).toEqual([
          { kind: 'destination', old_slug: 'trig-park', slug: 'trig-park-new' },
        ]);
        const seen = () =>
          as(db, 'anon', async (s) =>
            (
              await s.query<{ slug: string }>(
                `select slug from public.slug_redirects where old_slug = 'trig-park'`,
              )
            ).rows.map((row) => row.slug),
          );
        expect(await seen()).toEqual(['trig-park-new']);
        await db.query(`update public.destinations set published = false where id = $1`, [id]);
        expect(await seen()).toEqual([]);
      });
    });

    it('gives a slug another record takes to that record: it stops redirecting', async () => {
      await rolledBack(db, async () => {
        const first = await insertPackage('trig-taken');
        await rename('packages', first, 'trig-first');
        expect(await redirects('trig-taken')).toHaveLength(1);
        await insertPackage('trig-taken');
        expect(await redirects('trig-taken')).toEqual([]);
        const second = await insertPackage('trig-other');
        await rename('packages', first, 'trig-first-again');
        await rename('packages', second, 'trig-first');
        expect(await redirects('trig-first')).toEqual([]);
      });
    });

    it('ignores an update that keeps the slug', async () => {
      await rolledBack(db, async () => {
        const id = await insertPackage('trig-same');
        await db.query(`update public.packages set slug = slug, title = 'Retitled' where id = $1`, [
          id,
        ]);
        expect(await redirects('trig-same')).toEqual([]);
      });
    });

    it('keeps the old addresses of a deleted record for when history restores it', async () => {
      await rolledBack(db, async () => {
        const id = await insertPackage('trig-gone');
        await rename('packages', id, 'trig-gone-new');
        await db.query(`delete from public.packages where id = $1`, [id]);
        expect(await redirects('trig-gone')).toHaveLength(1);
        const anon = await as(db, 'anon', (s) =>
          s.query(`select old_slug from public.slug_redirects where old_slug = 'trig-gone'`),
        );
        expect(anon.rows).toEqual([]);
      });
    });
  });

  describe('who reads and writes it', () => {
    let ids: Record<'live' | 'draft' | 'future' | 'lodge' | 'lodgeDraft', string>;

    beforeAll(async () => {
      ids = {
        live: await insertPackage('rls-live'),
        draft: await insertPackage('rls-draft', false),
        future: await insertPackage('rls-future'),
        lodge: await insertAccommodation('rls-lodge'),
        lodgeDraft: await insertAccommodation('rls-lodge-draft', false),
      };
      await db.query(
        `update public.packages set publish_at = now() + interval '1 day' where id = $1`,
        [ids.future],
      );
      for (const [table, id] of [
        ['packages', ids.live],
        ['packages', ids.draft],
        ['packages', ids.future],
        ['accommodations', ids.lodge],
        ['accommodations', ids.lodgeDraft],
      ] as const) {
        await db.query(`update public.${table} set slug = slug || '-renamed' where id = $1`, [id]);
      }
    });
    afterAll(async () => {
      await db.query(`delete from public.packages where slug like 'rls-%'`);
      await db.query(`delete from public.accommodations where slug like 'rls-%'`);
      await db.query(`delete from public.slug_redirects where old_slug like 'rls-%'`);
    });

    const visible = (caller: (typeof callers)[number]) =>
      as(db, caller, async (s) =>
        (
          await s.query<{ old_slug: string }>(
            `select old_slug from public.slug_redirects where old_slug like 'rls-%'
             order by old_slug`,
          )
        ).rows.map((row) => row.old_slug),
      );

    it('shows visitors and signed-in users the old addresses of live records only', async () => {
      for (const caller of ['anon', 'user'] as const) {
        expect(await visible(caller), caller).toEqual(['rls-live', 'rls-lodge']);
      }
    });

    it('shows admins and super admins every old address, drafts and scheduled ones too', async () => {
      for (const caller of ['admin', 'super_admin'] as const) {
        expect(await visible(caller), caller).toEqual([
          'rls-draft',
          'rls-future',
          'rls-live',
          'rls-lodge',
          'rls-lodge-draft',
        ]);
      }
    });

    it('refuses a direct insert, update or delete from every caller', async () => {
      for (const caller of callers) {
        await as(db, caller, async (s) => {
          const writes = [
            `insert into public.slug_redirects (kind, old_slug, record_id, slug)
             values ('package', 'rls-forged', '${ids.live}', 'rls-live-renamed')`,
            `update public.slug_redirects set slug = 'elsewhere' where old_slug = 'rls-live'`,
            `delete from public.slug_redirects where old_slug = 'rls-live'`,
          ];
          for (const sql of writes) {
            expect(await s.fail(sql), `${caller}: ${sql}`).toMatchObject({ code: '42501' });
          }
        });
      }
      expect(await redirects('rls-live')).toEqual([
        { kind: 'package', old_slug: 'rls-live', slug: 'rls-live-renamed' },
      ]);
    });

    it('is filled by an admin’s rename through the API role, though the admin cannot write it', async () => {
      await as(db, 'admin', async (s) => {
        await s.query(`update public.packages set slug = 'rls-live-admin' where id = $1`, [
          ids.live,
        ]);
        expect(
          await s.inspect(
            `select old_slug, slug from public.slug_redirects where record_id = $1 order by old_slug`,
            [ids.live],
          ),
        ).toEqual([
          { old_slug: 'rls-live', slug: 'rls-live-admin' },
          { old_slug: 'rls-live-renamed', slug: 'rls-live-admin' },
        ]);
      });
    });

    it('lets nobody call the trigger function', async () => {
      for (const caller of callers) {
        await as(db, caller, async (s) => {
          expect(await s.fail(`select public.record_slug_redirect()`)).toMatchObject({
            code: expect.stringMatching(/^(42501|0A000)$/),
          });
        });
      }
    });

    it('links site search to the slug URLs', async () => {
      const { rows } = await as(db, 'anon', (s) =>
        s.query<{ kind: string; url: string; slug: string }>(
          `select kind, url, slug from public.search_site('redirected')
           where kind in ('package', 'accommodation') order by kind`,
        ),
      );
      expect(rows).toEqual([
        {
          kind: 'accommodation',
          url: '/accommodations/rls-lodge-renamed',
          slug: 'rls-lodge-renamed',
        },
        { kind: 'package', url: '/safaris/rls-live-renamed', slug: 'rls-live-renamed' },
      ]);
    });
  });
});

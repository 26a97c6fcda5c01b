/**
 * Galleries of packages, lodges and destinations, and itinerary days that name a lodge
 * (docs/decisions.md#record-galleries), on PGlite and on PostgreSQL 15: the CHECKs refuse a
 * picture with neither alt text nor the decorative choice, more than 12 pictures, a malformed
 * picture and a lodge id that is no uuid, for every caller (the service role too); the demo seed
 * keeps them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../packages/local-supabase/src/engines/database.ts';
import { as, createUsers, engines, failure, rolledBack } from './support/database.ts';

const tables = ['packages', 'accommodations', 'destinations'] as const;
type Table = (typeof tables)[number];

const picture = (extra: Record<string, unknown> = {}) => ({
  url: '/images/seed/gorilla-1280.webp',
  alt: 'A silverback resting in the forest',
  decorative: false,
  focal_x: 0.5,
  focal_y: 0.4,
  ...extra,
});

/** Sets the gallery of the table's first seeded row. */
const setGallery = (table: Table, gallery: unknown) =>
  `update public.${table} set gallery = '${JSON.stringify(gallery).replaceAll("'", "''")}'::jsonb
   where id = (select id from public.${table} order by slug limit 1)`;

const refusal = (table: Table, constraint: 'shape' | 'alt_required') => ({
  message: `new row for relation "${table}" violates check constraint "${table}_gallery_${constraint}"`,
  code: '23514',
});

describe.each(engines)('record galleries on $name', (engine) => {
  let db: Database;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, stop } = await engine.open());
    await createUsers(db);
  });
  afterAll(() => stop?.());

  describe.each(tables)('%s', (table) => {
    it('an admin saves described and decorative pictures', async () => {
      await as(db, 'admin', async (s) => {
        const result = await s.query(
          setGallery(table, [picture(), picture({ alt: '', decorative: true })]),
        );
        expect(result.affectedRows).toBe(1);
      });
    });

    it.each([
      ['no alt text and not decorative', [picture({ alt: '' })]],
      ['blank alt text', [picture({ alt: '   ' })]],
      ['no alt key at all', [{ url: '/images/seed/gorilla-1280.webp' }]],
    ])('refuses a picture with %s', async (_, gallery) => {
      await as(db, 'admin', async (s) => {
        expect(await s.fail(setGallery(table, gallery))).toEqual(refusal(table, 'alt_required'));
      });
    });

    it.each([
      ['13 pictures', Array.from({ length: 13 }, () => picture())],
      ['a picture without a URL', [picture({ url: undefined })]],
      ['a URL with spaces', [picture({ url: '/images/a b.webp' })]],
      ['a javascript: URL', [picture({ url: 'javascript:alert(1)' })]],
      ['alt text over 300 characters', [picture({ alt: 'a'.repeat(301) })]],
      ['a focal point outside 0..1', [picture({ focal_x: 1.5 })]],
      ['a string as decorative', [picture({ decorative: 'yes' })]],
      ['an object instead of an array', picture()],
      ['a string instead of a picture', ['/images/seed/gorilla-1280.webp']],
    ])('refuses %s', async (_, gallery) => {
      await as(db, 'admin', async (s) => {
        expect(await s.fail(setGallery(table, gallery))).toEqual(refusal(table, 'shape'));
      });
    });

    it('12 pictures are fine', async () => {
      await as(db, 'admin', async (s) => {
        const result = await s.query(
          setGallery(
            table,
            Array.from({ length: 12 }, () => picture()),
          ),
        );
        expect(result.affectedRows).toBe(1);
      });
    });

    it('the service role is refused too (the rule is not a policy)', async () => {
      await rolledBack(db, async () => {
        await db.exec('set local role service_role');
        expect(await failure(db.query(setGallery(table, [picture({ alt: '' })])))).toEqual(
          refusal(table, 'alt_required'),
        );
      });
    });
  });

  describe('itinerary lodges', () => {
    const setLodge = (id: unknown) =>
      `update public.packages set itinerary = jsonb_set(itinerary, '{0,accommodation_id}', '${JSON.stringify(id).replaceAll("'", "''")}'::jsonb)
       where slug = (select slug from public.packages order by slug limit 1)`;

    it('takes a lodge id, or null', async () => {
      await as(db, 'admin', async (s) => {
        expect((await s.query(setLodge('00000000-0000-4000-8000-00000000000a'))).affectedRows).toBe(
          1,
        );
        expect((await s.query(setLodge(null))).affectedRows).toBe(1);
      });
    });

    it.each([['not-a-uuid'], [42], ["'); drop table packages; --"]])(
      'refuses %j as a lodge id',
      async (id) => {
        await as(db, 'admin', async (s) => {
          expect(await s.fail(setLodge(id))).toEqual({
            message:
              'new row for relation "packages" violates check constraint "packages_itinerary_lodge"',
            code: '23514',
          });
        });
      },
    );

    it('the demo seed links itinerary days to its lodges', async () => {
      const { rows } = await db.query<{ linked: number; broken: number }>(
        `select count(*)::int as linked,
           count(*) filter (where a.id is null)::int as broken
         from public.packages as p,
           jsonb_array_elements(p.itinerary) as day
           left join public.accommodations as a on a.id::text = day ->> 'accommodation_id'
         where day ->> 'accommodation_id' is not null`,
      );
      expect(rows[0]?.linked).toBeGreaterThan(5);
      expect(rows[0]?.broken).toBe(0);
    });

    it('the demo seed gives packages and lodges galleries', async () => {
      for (const table of tables.slice(0, 2)) {
        const { rows } = await db.query<{ count: number }>(
          `select count(*)::int as count from public.${table} where jsonb_array_length(gallery) >= 3`,
        );
        expect(rows[0]?.count, table).toBeGreaterThan(0);
      }
    });
  });
});

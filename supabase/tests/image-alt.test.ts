/**
 * Alt text or "decorative", and the focal point, in the database, on PGlite and on PostgreSQL 15
 * (supabase/migrations/20261128030000_image_focal_point_and_alt.sql): a published record whose
 * image has neither a description nor the decorative choice is refused for every caller (a
 * visitor, an admin, the service role), a draft may wait for it, and a focal point stays inside
 * the picture.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../packages/local-supabase/src/engines/database.ts';
import { as, createUsers, engines, failure, rolledBack } from './support/database.ts';

const image = '/images/seed/bwindi-gorillas-1280.webp';

/** One row of each table with an image, published, with the given description and choice. */
const tables = [
  {
    table: 'packages',
    constraint: 'packages_image_alt_required',
    insert: (alt: string, decorative: boolean, published = true) =>
      `insert into public.packages (slug, title, price_usd, duration, days, category, image_url,
         image_alt, image_decorative, published, highlights, itinerary, inclusions)
       values ('alt-test', 'Alt test', 1000, '2 days', 2, 'birding', '${image}', ${alt},
         ${decorative}, ${published}, array['Shoebills'],
         '[{"day": 1, "title": "Mabamba"}]'::jsonb, array['Boat'])`,
  },
  {
    table: 'destinations',
    constraint: 'destinations_image_alt_required',
    insert: (alt: string, decorative: boolean, published = true) =>
      `insert into public.destinations (slug, name, image_url, image_alt, image_decorative,
         published)
       values ('alt-test', 'Alt test', '${image}', ${alt}, ${decorative}, ${published})`,
  },
  {
    table: 'accommodations',
    constraint: 'accommodations_image_alt_required',
    insert: (alt: string, decorative: boolean, published = true) =>
      `insert into public.accommodations (slug, name, type, image_url, image_alt,
         image_decorative, published)
       values ('alt-test', 'Alt test', 'lodge', '${image}', ${alt}, ${decorative}, ${published})`,
  },
  {
    table: 'blog_posts',
    constraint: 'blog_posts_featured_image_alt_required',
    insert: (alt: string, decorative: boolean, published = true) =>
      `insert into public.blog_posts (slug, title, content, featured_image, featured_image_alt,
         featured_image_decorative, published)
       values ('alt-test', 'Alt test', 'Text.', '${image}', ${alt}, ${decorative}, ${published})`,
  },
] as const;

describe.each(engines)('image alt text and focal point on $name', (engine) => {
  let db: Database;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, stop } = await engine.open());
    await createUsers(db);
  });
  afterAll(() => stop?.());

  /** Runs `sql` as the service role, as PostgREST does for the service key, rolled back. */
  const asServiceRole = (sql: string) =>
    rolledBack(db, async () => {
      await db.exec('set local role service_role');
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ role: 'service_role', iss: 'supabase-demo' }),
      ]);
      return failure(db.query(sql));
    });

  describe.each(tables)('$table', ({ table, constraint, insert }) => {
    it('refuses a published image without alt text or the decorative choice, for every caller', async () => {
      for (const alt of ['null', `''`, `'   '`]) {
        const refused = { code: '23514', message: expect.stringContaining(constraint) };
        // The admin: the constraint itself.
        await as(db, 'admin', async (s) => {
          expect(await s.fail(insert(alt, false))).toMatchObject(refused);
        });
        // The service role bypasses Row Level Security, not the constraint.
        expect(await asServiceRole(insert(alt, false))).toMatchObject(refused);
        // The database owner (migrations, the seed, SQL in the dashboard) too.
        await rolledBack(db, async () => {
          expect(await failure(db.query(insert(alt, false)))).toMatchObject(refused);
        });
      }
      // A visitor may write no content at all: Row Level Security refuses first.
      await as(db, 'anon', async (s) => {
        expect(await s.fail(insert('null', false))).toMatchObject({ code: '42501' });
      });
    });

    it('stores a described image, a decorative one, and a draft still waiting for either', async () => {
      await as(db, 'admin', async (s) => {
        await s.query(insert(`'A gorilla in the forest'`, false));
        await s.query(`delete from public.${table} where slug = 'alt-test'`);
        await s.query(insert('null', true));
        await s.query(`delete from public.${table} where slug = 'alt-test'`);
        await s.query(insert('null', false, false));
        // Publishing the draft is the moment the rule applies.
        const column = table === 'blog_posts' ? 'featured_image' : 'image';
        expect(
          await s.fail(`update public.${table} set published = true where slug = 'alt-test'`),
        ).toMatchObject({ code: '23514', message: expect.stringContaining(constraint) });
        await s.query(
          `update public.${table} set published = true, ${column}_decorative = true
           where slug = 'alt-test'`,
        );
      });
    });

    it('keeps the focal point inside the picture, the centre by default', async () => {
      const column = table === 'blog_posts' ? 'featured_image' : 'image';
      await as(db, 'admin', async (s) => {
        await s.query(insert(`'Described'`, false));
        const [stored] = (
          await s.query<{ x: string; y: string }>(
            `select ${column}_focal_x::text as x, ${column}_focal_y::text as y
             from public.${table} where slug = 'alt-test'`,
          )
        ).rows;
        expect(stored).toEqual({ x: '0.500', y: '0.500' });
        await s.query(
          `update public.${table} set ${column}_focal_x = 0.25, ${column}_focal_y = 1
           where slug = 'alt-test'`,
        );
        for (const [axis, value] of [
          ['x', '1.01'],
          ['y', '-0.1'],
        ] as const) {
          expect(
            await s.fail(
              `update public.${table} set ${column}_focal_${axis} = ${value}
               where slug = 'alt-test'`,
            ),
          ).toMatchObject({
            code: '23514',
            message: expect.stringContaining(`${table}_${column}_focal_${axis}_range`),
          });
        }
      });
    });
  });

  it('keeps every seeded published image described', async () => {
    const { rows } = await db.query<{ count: number }>(
      `select (
         (select count(*) from public.packages
          where published and image_url is not null and btrim(coalesce(image_alt, '')) = '')
       + (select count(*) from public.destinations
          where published and image_url is not null and btrim(coalesce(image_alt, '')) = '')
       + (select count(*) from public.accommodations
          where published and image_url is not null and btrim(coalesce(image_alt, '')) = '')
       + (select count(*) from public.blog_posts
          where published and featured_image is not null
            and btrim(coalesce(featured_image_alt, '')) = '')
       )::int as count`,
    );
    expect(rows).toEqual([{ count: 0 }]);
  });

  it("keeps the home hero's focal points inside their pictures", async () => {
    const hero = (focal: string) =>
      `update public.page_content set content = jsonb_build_object(
         'title', 'T', 'subtitle', 'S',
         'carousel_images', jsonb_build_array(
           jsonb_build_object('url', '${image}', 'alt', 'A gorilla'),
           jsonb_build_object('url', '${image}', 'alt', 'A gorilla', ${focal})))
       where page_id = 'home' and section_id = 'hero'`;
    await rolledBack(db, async () => {
      const { affectedRows } = await db.query(hero(`'focal_x', 0.2, 'focal_y', 1`));
      expect(affectedRows).toBe(1);
    });
    for (const focal of [`'focal_x', 1.5, 'focal_y', 0.5`, `'focal_x', 0.5, 'focal_y', -0.01`]) {
      await rolledBack(db, async () => {
        expect(await failure(db.query(hero(focal)))).toMatchObject({
          code: '23514',
          message: expect.stringContaining('page_content_content_focal_range'),
        });
      });
    }
  });

  it('keeps the gallery focal point inside the picture too', async () => {
    await rolledBack(db, async () => {
      expect(
        await failure(
          db.query(`insert into public.gallery (title, image_url, alt, image_focal_x)
                    values ('Focal', '${image}', 'A gorilla', 2)`),
        ),
      ).toMatchObject({
        code: '23514',
        message: expect.stringContaining('gallery_image_focal_x_range'),
      });
    });
  });
});

/**
 * The schema's promises beyond the RLS matrix, on PGlite and on PostgreSQL 15: attacks are
 * refused, bad rows are refused with clear errors, the flood guard holds, the role and search
 * functions answer correctly, and the seed is complete, idempotent and points at real images.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../packages/local-supabase/src/engines/database.ts';
import { migrationFiles, seedFiles } from '../../packages/local-supabase/src/migrate.ts';
import {
  as,
  callers,
  createUsers,
  engines,
  rolledBack,
  userIds,
  visitorWrite,
} from './support/database.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sitePublic = path.join(repoRoot, 'apps/site/public');

const testimonial = (name = 'Test Traveller') =>
  visitorWrite('submit_testimonial', { name, rating: 5, content: 'Wonderful days in Uganda.' });
const enquiry = (email: string) =>
  visitorWrite('submit_enquiry', { name: 'Visitor', email, message: 'Is there space in July?' });
const checkViolation = (table: string, constraint: string) => ({
  message: `new row for relation "${table}" violates check constraint "${constraint}"`,
  code: '23514',
});
const rlsViolation = (table: string) => ({
  message: `new row violates row-level security policy for table "${table}"`,
  code: '42501',
});
const floodEnquiries = {
  message: 'Too many enquiries from this email in the last hour. Please try again later.',
  code: 'PT429',
};

describe.each(engines)('schema on $name', (engine) => {
  let db: Database;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, stop } = await engine.open());
    await createUsers(db);
  });
  afterAll(() => stop?.());

  describe('attacks are refused', () => {
    it('stores an anonymous testimonial unapproved and unseen, whatever the request says', async () => {
      await as(db, 'anon', async (s) => {
        // Straight into the table: refused; the function refuses the fields a visitor may not set.
        expect(
          (
            await s.fail(
              `insert into public.testimonials (name, rating, content, approved)
               values ('Mallory', 5, 'Approve me right away please.', true)`,
            )
          ).message,
        ).toBe('permission denied for table testimonials');
        for (const extra of [
          { approved: true },
          { created_at: '2020-01-01' },
          {
            image_url:
              'https://example.supabase.co/storage/v1/object/public/images/packages/x.webp',
          },
        ]) {
          expect(
            await s.fail(
              visitorWrite('submit_testimonial', {
                name: 'Mallory',
                rating: 5,
                content: 'Approve me right away please.',
                ...extra,
              }),
            ),
          ).toMatchObject({ code: 'PT400', hint: 'shape' });
        }
        await s.query(
          visitorWrite('submit_testimonial', {
            name: 'Mallory',
            rating: 5,
            content: 'Approve me right away please.',
          }),
        );
        const [stored] = await s.inspect<{ approved: boolean; fresh: boolean; image_url: null }>(
          `select approved, created_at > now() - interval '1 minute' as fresh, image_url
           from public.testimonials where name = 'Mallory'`,
        );
        expect(stored).toEqual({ approved: false, fresh: true, image_url: null });
        const { rows } = await s.query(`select * from public.testimonials where name = 'Mallory'`);
        expect(rows).toEqual([]);
      });
    });

    it('stores a signed-in user’s testimonial unapproved too', async () => {
      await as(db, 'user', async (s) => {
        expect(
          await s.fail(
            `insert into public.testimonials (name, rating, content, approved) values ('Eve', 4, 'Approve me as a user.', true)`,
          ),
        ).toEqual(rlsViolation('testimonials'));
        await s.query(
          visitorWrite('submit_testimonial', {
            name: 'Eve',
            rating: 4,
            content: 'Approve me as a user.',
          }),
        );
        const [stored] = await s.inspect<{ approved: boolean }>(
          `select approved from public.testimonials where name = 'Eve'`,
        );
        expect(stored?.approved).toBe(false);
      });
    });

    it('refuses a user granting themself admin, and their role stays user', async () => {
      await as(db, 'user', async (s) => {
        expect(
          await s.fail(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [
            userIds.user,
          ]),
        ).toEqual(rlsViolation('user_roles'));
        const changed = await s.query(`update public.user_roles set role = 'user', user_id = $1`, [
          userIds.user,
        ]);
        expect(changed.affectedRows).toBe(0);
        const { rows } = await s.query(`select public.current_app_role() as role`);
        expect(rows).toEqual([{ role: 'user' }]);
      });
    });

    it('refuses an admin promoting themself to super admin', async () => {
      await as(db, 'admin', async (s) => {
        expect(
          await s.fail(`insert into public.user_roles (user_id, role) values ($1, 'super_admin')`, [
            userIds.admin,
          ]),
        ).toEqual(rlsViolation('user_roles'));
      });
    });

    it('lets a super admin change a role: the newest row wins', async () => {
      await as(db, 'super_admin', async (s) => {
        await s.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [
          userIds.user,
        ]);
        const [row] = await s.inspect<{ role: string }>(
          `select role from public.user_roles where user_id = $1 order by created_at desc limit 1`,
          [userIds.user],
        );
        expect(row?.role).toBe('admin');
      });
    });

    it('keeps enquiries and auth.users away from anonymous visitors', async () => {
      await as(db, 'anon', async (s) => {
        expect(await s.fail('select * from public.enquiries')).toEqual({
          message: 'permission denied for table enquiries',
          code: '42501',
        });
        expect(await s.fail('select * from auth.users')).toEqual({
          message: 'permission denied for table users',
          code: '42501',
        });
        expect(await s.fail('select * from public.analytics_events')).toEqual({
          message: 'permission denied for table analytics_events',
          code: '42501',
        });
      });
      await as(db, 'user', async (s) => {
        expect((await s.query('select * from public.enquiries')).rows).toEqual([]);
        expect((await s.fail('select * from auth.users')).message).toBe(
          'permission denied for table users',
        );
      });
    });

    it('lists users with their roles for a super admin only', async () => {
      await as(db, 'anon', async (s) => {
        expect((await s.fail('select * from public.list_users_with_roles()')).message).toBe(
          'permission denied for function list_users_with_roles',
        );
      });
      for (const caller of ['user', 'admin'] as const) {
        await as(db, caller, async (s) => {
          expect(await s.fail('select * from public.list_users_with_roles()')).toEqual({
            message: 'Only a super admin may list users.',
            code: '42501',
          });
        });
      }
      await as(db, 'super_admin', async (s) => {
        const { rows } = await s.query<{ email: string; role: string }>(
          'select email, role from public.list_users_with_roles() order by email',
        );
        expect(rows).toEqual([
          { email: 'admin@example.test', role: 'admin' },
          { email: 'super-admin@example.test', role: 'super_admin' },
          { email: 'user@example.test', role: 'user' },
        ]);
      });
    });

    it('refuses uploads to the images bucket from visitors and users', async () => {
      for (const caller of ['anon', 'user'] as const) {
        await as(db, caller, async (s) => {
          expect(
            await s.fail(
              `insert into storage.objects (bucket_id, name) values ('images', 'uploads/gorilla.webp')`,
            ),
          ).toEqual(rlsViolation('objects'));
        });
      }
    });

    it('lets admins upload images, but no other kind of file', async () => {
      await as(db, 'admin', async (s) => {
        const uploaded = await s.query(
          `insert into storage.objects (bucket_id, name) values ('images', 'uploads/Gorilla.JPG')`,
        );
        expect(uploaded.affectedRows).toBe(1);
        expect(
          await s.fail(
            `insert into storage.objects (bucket_id, name) values ('images', 'uploads/page.html')`,
          ),
        ).toEqual(rlsViolation('objects'));
      });
    });

    it('configures the images bucket as public, 5 MB, JPEG/PNG/WebP/AVIF', async () => {
      const { rows } = await db.query(
        `select public, file_size_limit::int as limit, allowed_mime_types from storage.buckets where id = 'images'`,
      );
      expect(rows).toEqual([
        {
          public: true,
          limit: 5242880,
          allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
        },
      ]);
    });

    it('stores an anonymous enquiry as new, whatever status it claims', async () => {
      await as(db, 'anon', async (s) => {
        expect(
          await s.fail(
            visitorWrite('submit_enquiry', {
              name: 'Sly',
              email: 'sly@example.test',
              message: 'Hello',
              status: 'won',
            }),
          ),
        ).toMatchObject({ code: 'PT400', hint: 'shape' });
        await s.query(enquiry('sly@example.test'));
        const [row] = await s.inspect<{ status: string }>(
          `select status from public.enquiries where email = 'sly@example.test'`,
        );
        expect(row?.status).toBe('new');
      });
    });

    it('never lets a visitor change or delete content', async () => {
      await as(db, 'anon', async (s) => {
        expect((await s.fail(`update public.packages set price_usd = 1`)).message).toBe(
          'permission denied for table packages',
        );
        expect((await s.fail(`delete from public.testimonials`)).message).toBe(
          'permission denied for table testimonials',
        );
        expect((await s.fail(`truncate public.gallery`)).message).toBe(
          'permission denied for table gallery',
        );
      });
    });
  });

  describe('bad rows are refused with clear errors', () => {
    it('refuses a rating of 6', async () => {
      await as(db, 'anon', async (s) => {
        expect(
          await s.fail(
            visitorWrite('submit_testimonial', {
              name: 'Ann',
              rating: 6,
              content: 'Better than perfect!',
            }),
          ),
        ).toEqual(checkViolation('testimonials', 'testimonials_rating_range'));
      });
    });

    it('refuses a negative price', async () => {
      await as(db, 'admin', async (s) => {
        expect(
          await s.fail(
            `insert into public.packages (slug, title, price_usd, duration, days, category)
             values ('cheap', 'Cheap', -1, '1 day', 1, 'birding')`,
          ),
        ).toEqual(checkViolation('packages', 'packages_price_usd_range'));
      });
    });

    it('refuses cents in a package price: prices are whole dollars, as the pages show them', async () => {
      await as(db, 'admin', async (s) => {
        expect(
          await s.fail(
            `insert into public.packages (slug, title, price_usd, duration, days, category)
             values ('cents', 'Cents', 1250.50, '1 day', 1, 'birding')`,
          ),
        ).toEqual(checkViolation('packages', 'packages_price_usd_whole_dollars'));
      });
    });

    it('refuses a 100 KB name', async () => {
      const name = 'N'.repeat(100 * 1024);
      await as(db, 'anon', async (s) => {
        expect(
          await s.fail(
            visitorWrite('submit_testimonial', { name, rating: 5, content: 'Lovely trip.' }),
          ),
        ).toEqual(checkViolation('testimonials', 'testimonials_name_length'));
        expect(
          await s.fail(
            visitorWrite('submit_enquiry', { name, email: 'a@example.test', message: 'Hi' }),
          ),
        ).toEqual(checkViolation('enquiries', 'enquiries_name_length'));
      });
    });

    it('refuses travel dates in the past on a new enquiry, and keeps old enquiries changeable', async () => {
      const dated = (start: string, end: string, email: string) =>
        `insert into public.enquiries (name, email, message, travel_start, travel_end)
         values ('Visitor', '${email}', 'Is there space?', ${start}, ${end})`;
      const sent = (start: string | null, end: string | null, email: string) =>
        visitorWrite('submit_enquiry', {
          name: 'Visitor',
          email,
          message: 'Is there space?',
          travel_start: start,
          travel_end: end,
        });
      const day = (offset: number) =>
        new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      await as(db, 'anon', async (s) => {
        expect(await s.fail(sent('2020-01-01', null, 'past.start@example.test'))).toEqual(
          checkViolation('enquiries', 'enquiries_travel_start_not_past'),
        );
        expect(await s.fail(sent(null, '2020-01-05', 'past.end@example.test'))).toEqual(
          checkViolation('enquiries', 'enquiries_travel_end_not_past'),
        );
        // Yesterday is still today somewhere west of UTC.
        await s.query(sent(day(-1), day(3), 'yesterday@example.test'));
      });
      // An enquiry whose trip has passed can still have its status changed.
      await as(db, 'admin', async (s) => {
        await s.query(dated('current_date', 'null', 'old.trip@example.test'));
        await s.query(
          `update public.enquiries set travel_start = '2020-01-01', status = 'won'
           where email = 'old.trip@example.test'`,
        );
        const [stored] = await s.inspect<{ status: string }>(
          `select status from public.enquiries where email = 'old.trip@example.test'`,
        );
        expect(stored?.status).toBe('won');
      });
    });

    it('refuses a malformed email', async () => {
      await as(db, 'anon', async (s) => {
        for (const email of ['not-an-email', 'a@b', 'two@@example.test', 'sp ace@example.test']) {
          expect(await s.fail(enquiry(email))).toEqual(
            checkViolation('enquiries', 'enquiries_email_format'),
          );
        }
      });
    });

    it('refuses a duplicate or malformed slug', async () => {
      await as(db, 'admin', async (s) => {
        const insert = (slug: string) =>
          s.fail(
            `insert into public.packages (slug, title, price_usd, duration, days, category)
             values ($1, 'Copy', 100, '1 day', 1, 'birding')`,
            [slug],
          );
        expect(await insert('bwindi-gorilla-trekking-3-days')).toEqual({
          message: 'duplicate key value violates unique constraint "packages_slug_key"',
          code: '23505',
        });
        for (const slug of ['Gorilla Trek', 'gorilla--trek', '-gorilla', 'gorilla/trek']) {
          expect(await insert(slug)).toEqual(checkViolation('packages', 'packages_slug_format'));
        }
        expect(
          await s.fail(
            `insert into public.blog_posts (slug, title) values ('best-time-to-visit-uganda', 'Copy')`,
          ),
        ).toEqual({
          message: 'duplicate key value violates unique constraint "blog_posts_slug_key"',
          code: '23505',
        });
      });
    });

    it('refuses impossible coordinates, ratings and itineraries', async () => {
      await as(db, 'admin', async (s) => {
        const lodge = (columns: string, values: string) =>
          s.fail(
            `insert into public.accommodations (slug, name, type, ${columns}) values ('x', 'X', 'lodge', ${values})`,
          );
        expect(await lodge('latitude, longitude', '91, 30')).toEqual(
          checkViolation('accommodations', 'accommodations_latitude_range'),
        );
        expect(await lodge('latitude, longitude', '0, 181')).toEqual(
          checkViolation('accommodations', 'accommodations_longitude_range'),
        );
        expect(await lodge('latitude', '0.3')).toEqual(
          checkViolation('accommodations', 'accommodations_coordinates_pair'),
        );
        expect(await lodge('rating', '5.5')).toEqual(
          checkViolation('accommodations', 'accommodations_rating_range'),
        );
        expect(
          await s.fail(
            `insert into public.packages (slug, title, price_usd, duration, days, category, itinerary)
             values ('x', 'X', 1, '1 day', 1, 'birding', '[{"day": 1, "description": "no title"}]')`,
          ),
        ).toEqual(checkViolation('packages', 'packages_itinerary_shape'));
        expect(
          await s.fail(
            `insert into public.packages (slug, title, price_usd, duration, days, category, image_url)
             values ('x', 'X', 1, '1 day', 1, 'birding', 'javascript:alert(1)')`,
          ),
        ).toEqual(checkViolation('packages', 'packages_image_url_format'));
      });
    });

    it('refuses a too-short testimonial and oversized or malformed analytics', async () => {
      await as(db, 'anon', async (s) => {
        expect(
          await s.fail(
            visitorWrite('submit_testimonial', { name: 'Ann', rating: 5, content: 'Great!' }),
          ),
        ).toEqual(checkViolation('testimonials', 'testimonials_content_length'));
        const sendEvent = (fields: Record<string, unknown>) =>
          visitorWrite('record_analytics_event', fields);
        expect(
          await s.fail(
            sendEvent({ kind: 'event', name: 'big', properties: { blob: 'x'.repeat(5000) } }),
          ),
        ).toEqual(checkViolation('analytics_events', 'analytics_events_properties_size'));
        expect(await s.fail(sendEvent({ kind: 'event', name: '<script>' }))).toEqual(
          checkViolation('analytics_events', 'analytics_events_name_format'),
        );
        expect(await s.fail(sendEvent({ kind: 'performance', name: 'LCP' }))).toEqual(
          checkViolation('analytics_events', 'analytics_events_performance_value'),
        );
        // received_at is the server's: the function has no such field.
        expect(
          await s.fail(
            sendEvent({
              kind: 'performance',
              name: 'LCP',
              value: 1234.5,
              received_at: '2000-01-01',
            }),
          ),
        ).toMatchObject({ code: 'PT400', hint: 'shape' });
        await s.query(
          sendEvent({
            kind: 'performance',
            name: 'LCP',
            value: 1234.5,
            client_timestamp: new Date().toISOString(),
          }),
        );
        const [event] = await s.inspect<{ fresh: boolean }>(
          `select received_at > now() - interval '1 minute' as fresh from public.analytics_events where name = 'LCP'`,
        );
        expect(event?.fresh).toBe(true);
      });
    });
  });

  describe('flood guard', () => {
    it('accepts five enquiries an hour from one email and refuses the sixth', async () => {
      await as(db, 'anon', async (s) => {
        for (const email of ['flood@example.test', 'Flood@Example.test', 'FLOOD@example.test']) {
          await s.query(enquiry(email));
        }
        await s.query(enquiry('flood@example.test'));
        await s.query(enquiry('flood@example.test'));
        expect(await s.fail(enquiry('flood@example.test'))).toEqual(floodEnquiries);
        expect(await s.fail(enquiry('Flood@Example.TEST'))).toEqual(floodEnquiries);
        expect((await s.query(enquiry('someone-else@example.test'))).rows).toHaveLength(1);
      });
    });

    it('forgets enquiries older than an hour', async () => {
      await rolledBack(db, async () => {
        await db.exec(`
          insert into public.enquiries (name, email, message, created_at)
          select 'Earlier', 'returning@example.test', 'Earlier enquiry', now() - interval '61 minutes'
          from generate_series(1, 5);
          set local role anon;
          select set_config('request.jwt.claims', '{"role": "anon"}', true);
        `);
        expect((await db.query(enquiry('returning@example.test'))).rows).toHaveLength(1);
      });
    });

    it('does not limit admins', async () => {
      await as(db, 'admin', async (s) => {
        for (let i = 0; i < 7; i += 1) await s.query(enquiry('phoned-in@example.test'));
        const [row] = await s.inspect<{ n: number }>(
          `select count(*)::int as n from public.enquiries where email = 'phoned-in@example.test'`,
        );
        expect(row?.n).toBe(7);
      });
    });

    it('accepts three testimonials an hour per name and refuses the fourth', async () => {
      await as(db, 'anon', async (s) => {
        await s.query(testimonial('Repeat Visitor'));
        await s.query(testimonial('repeat visitor'));
        await s.query(testimonial('  Repeat Visitor  '));
        expect(await s.fail(testimonial('REPEAT VISITOR'))).toEqual({
          message: 'Too many testimonials from this name in the last hour. Please try again later.',
          code: 'PT429',
        });
        expect((await s.query(testimonial('Another Visitor'))).rows).toHaveLength(1);
      });
    });

    it('holds at most 30 new testimonials an hour for review, whatever the names', async () => {
      await as(db, 'anon', async (s) => {
        for (let i = 1; i <= 30; i += 1) await s.query(testimonial(`Visitor ${i}`));
        expect(await s.fail(testimonial('Visitor 31'))).toEqual({
          message:
            'Too many testimonials are waiting for review right now. Please try again later.',
          code: 'PT429',
        });
      });
    });
  });

  describe('role functions', () => {
    it('answers current_app_role, is_admin and is_super_admin for every caller', async () => {
      const answers: Record<string, unknown> = {};
      for (const caller of callers) {
        answers[caller] = await as(db, caller, async (s) => {
          const { rows } = await s.query(
            'select public.current_app_role() as role, public.is_admin() as admin, public.is_super_admin() as super',
          );
          return rows[0];
        });
      }
      expect(answers).toEqual({
        anon: { role: 'user', admin: false, super: false },
        user: { role: 'user', admin: false, super: false },
        admin: { role: 'admin', admin: true, super: false },
        super_admin: { role: 'super_admin', admin: true, super: true },
      });
    });

    it('uses the newest role row', async () => {
      await rolledBack(db, async () => {
        await db.query(
          `insert into public.user_roles (user_id, role, created_at)
           values ($1, 'user', now() + interval '1 second')`,
          [userIds.admin],
        );
        await db.exec(`set local role authenticated`);
        await db.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ sub: userIds.admin, role: 'authenticated' }),
        ]);
        const { rows } = await db.query('select public.is_admin() as admin');
        expect(rows).toEqual([{ admin: false }]);
      });
    });

    it('maintains updated_at itself', async () => {
      await as(db, 'admin', async (s) => {
        await s.query(
          `update public.packages set title = title || '!', updated_at = '2000-01-01'
           where slug = 'lake-mburo-zebra-safari-2-days'`,
        );
        const [row] = await s.inspect<{ fresh: boolean }>(
          `select updated_at = now() as fresh from public.packages where slug = 'lake-mburo-zebra-safari-2-days'`,
        );
        expect(row?.fresh).toBe(true);
      });
    });
  });

  describe('search_site', () => {
    type Hit = {
      kind: string;
      slug: string;
      url: string;
      rank: number;
      title: string;
      price_usd: number | null;
    };
    const search = (caller: 'anon' | 'admin', q: string | null) =>
      as(
        db,
        caller,
        async (s) => (await s.query<Hit>('select * from public.search_site($1)', [q])).rows,
      );

    it('finds published packages, destinations, accommodations and posts, best match first', async () => {
      const hits = await search('anon', 'gorilla');
      expect(new Set(hits.map((h) => h.kind))).toEqual(
        new Set(['package', 'destination', 'accommodation', 'post']),
      );
      const ranks = hits.map((h) => h.rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
      const bwindi = hits.find((h) => h.slug === 'bwindi-gorilla-trekking-3-days');
      expect(bwindi?.url).toBe(`/safaris/${bwindi?.slug}`);
      // A package carries its price; the other kinds none.
      expect(bwindi?.price_usd).toBe(1850);
      expect(hits.filter((h) => h.kind !== 'package').map((h) => h.price_usd)).toEqual(
        hits.filter((h) => h.kind !== 'package').map(() => null),
      );
      expect(hits.find((h) => h.kind === 'post')?.url).toBe(
        '/blog/what-to-expect-on-your-first-gorilla-trek',
      );
      const destination = hits.find((h) => h.kind === 'destination');
      expect(destination?.url).toBe(`/destinations/${destination?.slug}`);
      expect(hits.find((h) => h.kind === 'accommodation')?.url).toMatch(/^\/accommodations\//);
    });

    it('finds the start of a word, and any of the words when no item has them all', async () => {
      expect((await search('anon', 'chimp')).map((h) => h.title)).toContain(
        '3-Day Kibale Chimpanzee Trekking',
      );
      const kidepo = (await search('anon', 'Kidepo Valley National Park')).map((h) => h.title);
      expect(kidepo).toContain('6-Day Kidepo Valley Wilderness Safari');
      // The items with every word come first: the destination itself, then its safari.
      expect(kidepo[0]).toBe('Kidepo Valley National Park');
      expect((await search('anon', 'chimpanzee -Kibale')).map((h) => h.title)).not.toContain(
        '3-Day Kibale Chimpanzee Trekking',
      );
    });

    it('never returns drafts, not even to an admin', async () => {
      for (const caller of ['anon', 'admin'] as const) {
        const slugs = [
          ...(await search(caller, 'Rwenzori foothills')),
          ...(await search(caller, 'packing list')),
        ].map((h) => h.slug);
        expect(slugs).not.toContain('rwenzori-foothills-hike-3-days');
        expect(slugs).not.toContain('uganda-safari-packing-list');
      }
    });

    it('returns nothing for an empty query and never fails on odd input', async () => {
      expect(await search('anon', '')).toEqual([]);
      expect(await search('anon', '   ')).toEqual([]);
      expect(await search('anon', null)).toEqual([]);
      await expect(search('anon', 'gorilla & | !( "')).resolves.toBeInstanceOf(Array);
      const phrase = await search('anon', '"source of the nile" -rafting');
      expect(phrase.map((h) => h.title)).not.toContain('Jinja and the Source of the Nile');
    });
  });

  describe('seed', () => {
    const count = async (sql: string) =>
      (await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`)).rows[0]?.n;

    it('has the sample content the site needs', async () => {
      expect(await count(`public.packages where published`)).toBeGreaterThanOrEqual(8);
      const { rows: categories } = await db.query<{ category: string }>(
        `select distinct category::text from public.packages where published order by 1`,
      );
      expect(categories.map((c) => c.category)).toEqual(
        expect.arrayContaining(['gorilla-trekking', 'wildlife-safaris', 'cultural-experiences']),
      );
      const names = async (table: string) =>
        (await db.query<{ name: string }>(`select name from public.${table}`)).rows.map(
          (r) => r.name,
        );
      expect(await names('destinations')).toEqual(
        expect.arrayContaining([
          'Mountain Muhavura',
          'Bwindi Impenetrable Forest',
          'Murchison Falls National Park',
        ]),
      );
      expect(await names('accommodations')).toEqual(
        expect.arrayContaining([
          'Luxury Safari Lodge',
          'Gorilla Forest Camp',
          'Kampala Serena Hotel',
        ]),
      );
      expect(await count(`public.testimonials where approved`)).toBe(6);
      expect(await count(`public.testimonials where not approved`)).toBe(1);
      expect(await count(`public.gallery`)).toBe(12);
      expect(await count(`public.blog_posts where published`)).toBe(4);
      expect(await count(`public.blog_posts where not published`)).toBe(1);
      const { rows: sections } = await db.query<{ key: string; content: Record<string, unknown> }>(
        `select page_id || '/' || section_id as key, content from public.page_content order by 1`,
      );
      expect(sections.map((s) => s.key)).toEqual(['contact/info', 'home/hero']);
      expect(Object.keys(sections[0]?.content ?? {}).sort()).toEqual(['address', 'email', 'phone']);
      expect(sections[1]?.content).toMatchObject({
        title: expect.any(String),
        subtitle: expect.any(String),
      });
      expect((sections[1]?.content.carousel_images as unknown[]).length).toBe(3);
    });

    it('gives every package a day-by-day itinerary matching its length', async () => {
      const { rows } = await db.query<{ slug: string; days: number; itinerary: { day: number }[] }>(
        `select slug, days, itinerary from public.packages`,
      );
      for (const row of rows) {
        expect(
          row.itinerary.map((d) => d.day),
          row.slug,
        ).toEqual(Array.from({ length: row.days }, (_, i) => i + 1));
        for (const day of row.itinerary) {
          // A night at a seeded lodge names it by id too (docs/decisions.md#record-galleries).
          const { accommodation_id: lodgeId, ...rest } = day as { accommodation_id?: unknown };
          expect(Object.keys(rest).sort(), row.slug).toEqual([
            'accommodation',
            'day',
            'description',
            'meals',
            'title',
          ]);
          if (lodgeId !== undefined) expect(lodgeId, row.slug).toMatch(/^[0-9a-f-]{36}$/);
        }
      }
    });

    it('points every image at a shipped file, with alt text', async () => {
      const { rows } = await db.query<{ url: string; alt: string | null }>(`
        select image_url as url, image_alt as alt from public.packages
        union all select image_url, image_alt from public.destinations
        union all select image_url, image_alt from public.accommodations
        union all select image_url, alt from public.gallery
        union all select featured_image, featured_image_alt from public.blog_posts
        union all select item ->> 'url', item ->> 'alt' from public.page_content,
          jsonb_array_elements(content -> 'carousel_images') as item
      `);
      expect(rows.length).toBeGreaterThan(40);
      for (const { url, alt } of rows) {
        expect(url).toMatch(/^\/images\/seed\/[a-z0-9-]+\.webp$/);
        expect(fs.existsSync(path.join(sitePublic, url)), url).toBe(true);
        expect(alt?.length ?? 0, url).toBeGreaterThan(10);
      }
    });

    it('keeps sample images small (docs/decisions.md#seed-pictures)', () => {
      const dir = path.join(sitePublic, 'images/seed');
      let total = 0;
      for (const file of fs.readdirSync(dir)) {
        const { size } = fs.statSync(path.join(dir, file));
        expect(size, file).toBeLessThan(80 * 1024);
        total += size;
      }
      expect(total).toBeLessThan(2 * 1024 * 1024);
    });

    it('is idempotent', async () => {
      const tables = [
        'packages',
        'destinations',
        'accommodations',
        'testimonials',
        'gallery',
        'blog_posts',
        'page_content',
      ];
      const counts = async () => {
        const result: (number | undefined)[] = [];
        for (const table of tables) result.push(await count(`public.${table}`));
        return result;
      };
      const before = await counts();
      await rolledBack(db, async () => {
        for (const seed of seedFiles()) await db.exec(fs.readFileSync(seed.path, 'utf8'));
        expect(await counts()).toEqual(before);
      });
    });

    it('puts no users, passwords or roles in the migrations or the seed', () => {
      const files = [...migrationFiles(), ...seedFiles()].map((f) => f.path);
      expect(files.map((file) => path.basename(file))).toEqual(
        expect.arrayContaining(['seed.sql', 'seed.demo.sql']),
      );
      for (const file of files) {
        const sql = fs.readFileSync(file, 'utf8').toLowerCase();
        expect(sql, file).not.toMatch(
          /insert\s+into\s+(auth\.users|auth\.identities|public\.user_roles)/,
        );
        expect(sql, file).not.toContain('encrypted_password');
      }
    });
  });
});

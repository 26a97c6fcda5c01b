/**
 * Published means live, in the database, on PGlite and on PostgreSQL 15: which changes request
 * a site build, how a burst of them is coalesced into one build (quiet period, bounded delay,
 * "Rebuild now"), delivery to the deploy hook from Vault through net.http_post, what a failed
 * delivery does, and who may call what. Time is passed to the functions (`at`), never waited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../packages/local-supabase/src/engines/database.ts';
import { as, createUsers, engines, rolledBack, type Session } from './support/database.ts';

const newPackage = (slug: string, published: boolean) =>
  `insert into public.packages (slug, title, price_usd, duration, days, category, published,
     highlights, itinerary, inclusions)
   values ('${slug}', 'Test ${slug}', 1000, '2 days', 2, 'birding', ${published},
     array['Birds'], '[{"day": 1, "title": "Mabamba"}]', array['Guide']) returning id`;

interface Pending {
  source: string;
  operation: string;
}

describe.each(engines)('site builds on $name', (engine) => {
  let db: Database;
  let stop: () => Promise<void>;

  const pending = async () =>
    (
      await db.query<Pending>(
        `select source, operation from public.site_build_requests where build_id is null order by id`,
      )
    ).rows;
  /** Forgets the seed's requests and sets a one-minute quiet period and ten-minute bound. */
  const clean = async () => {
    await db.exec(`delete from public.site_build_requests; delete from public.site_builds;
      update public.site_build_settings
      set quiet_period = '60 seconds', max_delay = '10 minutes', retry_after = '2 minutes'`);
  };
  const configureHook = () =>
    db.exec(`select vault.create_secret('https://hooks.example.test/build', 'site_build_hook_url');
      select vault.create_secret('hook-token', 'site_build_hook_token');`);
  /** dispatch_site_build at `seconds` after the newest request. */
  const dispatchAfter = async (seconds: number) =>
    (
      await db.query<{ id: string | null }>(
        `select public.dispatch_site_build(
           (select max(requested_at) from public.site_build_requests) + make_interval(secs => $1)
         ) as id`,
        [seconds],
      )
    ).rows[0]?.id ?? null;

  beforeAll(async () => {
    ({ db, stop } = await engine.open());
    await createUsers(db);
  });
  afterAll(() => stop?.());

  describe('which changes request a build', () => {
    it('the seed already asked for one (every public row it inserted)', async () => {
      const [row] = (
        await db.query<{ count: number }>(
          `select count(*)::int as count from public.site_build_requests where build_id is null`,
        )
      ).rows;
      expect(row?.count).toBeGreaterThan(10);
    });

    it('publishing, editing, unpublishing and deleting a package do; editing a draft does not', async () => {
      await rolledBack(db, async () => {
        await clean();
        const [created] = (await db.query<{ id: string }>(newPackage('draft-one', false))).rows;
        const id = created?.id as string;
        await db.query(`update public.packages set title = 'Still a draft' where id = $1`, [id]);
        expect(await pending()).toEqual([]);
        await db.query(`update public.packages set published = true where id = $1`, [id]);
        await db.query(`update public.packages set title = 'Live title' where id = $1`, [id]);
        await db.query(`update public.packages set title = 'Live title' where id = $1`, [id]);
        await db.query(`update public.packages set published = false where id = $1`, [id]);
        await db.query(`update public.packages set published = true where id = $1`, [id]);
        await db.query(`delete from public.packages where id = $1`, [id]);
        expect(await pending()).toEqual([
          { source: 'packages', operation: 'update' },
          { source: 'packages', operation: 'update' },
          { source: 'packages', operation: 'update' },
          { source: 'packages', operation: 'update' },
          { source: 'packages', operation: 'delete' },
        ]);
        const [request] = (
          await db.query<{ record_id: string }>(
            `select record_id from public.site_build_requests limit 1`,
          )
        ).rows;
        expect(request?.record_id).toBe(id);
      });
    });

    it('so do destinations, accommodations, posts, gallery images, an approved testimonial and page content', async () => {
      await rolledBack(db, async () => {
        await clean();
        await db.exec(`
          update public.destinations set name = name || ' ' where id = (select id from public.destinations where published limit 1);
          update public.accommodations set name = name || ' ' where id = (select id from public.accommodations where published limit 1);
          update public.blog_posts set title = title || ' ' where id = (select id from public.blog_posts where published limit 1);
          update public.gallery set sort_order = sort_order + 1 where id = (select id from public.gallery limit 1);
          insert into public.testimonials (name, rating, content) values ('Waiting Guest', 5, 'Lovely days out there.');
          update public.testimonials set approved = true where name = 'Waiting Guest';
          update public.page_content set content = content || '{"title": "New hero"}' where page_id = 'home' and section_id = 'hero';
        `);
        expect(await pending()).toEqual([
          { source: 'destinations', operation: 'update' },
          { source: 'accommodations', operation: 'update' },
          { source: 'blog_posts', operation: 'update' },
          { source: 'gallery', operation: 'update' },
          { source: 'testimonials', operation: 'update' },
          { source: 'page_content', operation: 'update' },
        ]);
      });
    });

    it('records an admin’s change through the API too, while the admin cannot write requests', async () => {
      await as(db, 'admin', async (s) => {
        await s.inspect(`delete from public.site_build_requests`);
        await s.query(
          `update public.packages set title = title || ' ' where id = (select id from public.packages where published limit 1)`,
        );
        expect(
          await s.inspect(`select source from public.site_build_requests where build_id is null`),
        ).toEqual([{ source: 'packages' }]);
        expect(
          await s.fail(
            `insert into public.site_build_requests (source, operation) values ('x', 'y')`,
          ),
        ).toMatchObject({ code: '42501' });
      });
    });
  });

  describe('coalescing', () => {
    it('waits for the quiet period, then makes one build of the whole burst', async () => {
      await rolledBack(db, async () => {
        await clean();
        await configureHook();
        for (const slug of ['burst-a', 'burst-b', 'burst-c']) {
          await db.query(newPackage(slug, true));
        }
        expect(await dispatchAfter(30)).toBeNull();
        expect(await dispatchAfter(59)).toBeNull();
        const id = await dispatchAfter(61);
        expect(id).not.toBeNull();
        const builds = await db.query(
          `select status, changes, (select count(*)::int from public.site_build_requests r where r.build_id = b.id) as requests
           from public.site_builds b`,
        );
        expect(builds.rows).toEqual([{ status: 'requested', changes: 3, requests: 3 }]);
        expect(await pending()).toEqual([]);
        // Nothing is left to build.
        expect(await dispatchAfter(600)).toBeNull();
      });
    });

    it('posts to the hook from Vault with its token and the build id', async () => {
      await rolledBack(db, async () => {
        await clean();
        await configureHook();
        await db.query(newPackage('posted', true));
        const id = await dispatchAfter(61);
        const [request] = (
          await db.query<{ url: string; headers: Record<string, string>; body: string }>(
            `select q.url, q.headers, convert_from(q.body, 'UTF8') as body
             from net.http_request_queue q join public.site_builds b on b.net_request_id = q.id`,
          )
        ).rows;
        expect(request?.url).toBe('https://hooks.example.test/build');
        expect(request?.headers).toMatchObject({
          Authorization: 'Bearer hook-token',
          'Content-Type': 'application/json',
        });
        expect(JSON.parse(request?.body ?? '{}')).toEqual({
          event_type: 'site-build',
          client_payload: { build_id: Number(id), changes: 1 },
        });
      });
    });

    it('builds within max_delay under continuous editing', async () => {
      await rolledBack(db, async () => {
        await clean();
        await configureHook();
        await db.query(newPackage('steady', true));
        // An edit every 30 seconds for 11 minutes: never quiet for a minute.
        await db.exec(`update public.site_build_requests set requested_at = requested_at - interval '11 minutes';
          insert into public.site_build_requests (source, operation, requested_at)
          select 'packages', 'update', now() - make_interval(secs => s)
          from generate_series(0, 630, 30) as s;`);
        const at = (seconds: number) =>
          db.query<{ id: string | null }>(
            `select public.dispatch_site_build(now() + make_interval(secs => $1)) as id`,
            [seconds],
          );
        expect((await at(1)).rows[0]?.id).not.toBeNull();
      });
    });

    it('does not build while nothing waits or without a hook URL in Vault', async () => {
      await rolledBack(db, async () => {
        await clean();
        expect(await dispatchAfter(600)).toBeNull();
        await db.query(newPackage('no-hook', true));
        expect(await dispatchAfter(600)).toBeNull();
        expect((await db.query(`select * from public.site_builds`)).rows).toEqual([]);
        expect(await pending()).toHaveLength(1);
      });
    });

    it('waits for a build in flight, then builds the changes made meanwhile', async () => {
      await rolledBack(db, async () => {
        await clean();
        await configureHook();
        await db.query(newPackage('first', true));
        const first = await dispatchAfter(61);
        await db.query(`select public.report_site_build($1, 'building')`, [first]);
        await db.query(newPackage('second', true));
        expect(await dispatchAfter(61)).toBeNull();
        await db.query(`select public.report_site_build($1, 'succeeded')`, [first]);
        const second = await dispatchAfter(61);
        expect(Number(second)).toBe(Number(first) + 1);
      });
    });

    it('"Rebuild now" skips the quiet period', async () => {
      await as(db, 'admin', async (s) => {
        await s.inspect(`delete from public.site_build_requests`);
        await s.inspect(
          `select vault.create_secret('https://hooks.example.test/build', 'site_build_hook_url')`,
        );
        await s.query(`select public.request_site_rebuild()`);
        const [dispatched] = await s.inspect<{ id: string | null }>(
          `select public.dispatch_site_build() as id`,
        );
        expect(dispatched?.id).not.toBeNull();
      });
    });
  });

  describe('delivery and reports', () => {
    it('a 2xx answer marks the build triggered; a failed one gives the requests back and retries after retry_after', async () => {
      await rolledBack(db, async () => {
        await clean();
        await configureHook();
        await db.query(newPackage('delivered', true));
        const first = await dispatchAfter(61);
        const requestOf = async (id: string | null) =>
          (
            await db.query<{ net_request_id: string }>(
              `select net_request_id from public.site_builds where id = $1`,
              [id],
            )
          ).rows[0]?.net_request_id;
        await db.query(
          `insert into net._http_response (id, status_code, content) values ($1, 201, '')`,
          [await requestOf(first)],
        );
        await db.query(newPackage('refused', true));
        const second = await dispatchAfter(61);
        expect(second).not.toBeNull();
        expect(
          (await db.query(`select status from public.site_builds where id = $1`, [first])).rows,
        ).toEqual([{ status: 'triggered' }]);

        await db.query(
          `insert into net._http_response (id, status_code, content) values ($1, 404, 'no such hook')`,
          [await requestOf(second)],
        );
        expect(await dispatchAfter(62)).toBeNull();
        expect(
          (await db.query(`select status, message from public.site_builds where id = $1`, [second]))
            .rows,
        ).toEqual([
          {
            status: 'failed',
            message: 'The deploy hook did not accept the build: status 404: no such hook',
          },
        ]);
        expect(await pending()).toEqual([{ source: 'packages', operation: 'insert' }]);
        // retry_after (2 minutes) after the failure, it is sent again.
        expect(await dispatchAfter(120)).toBeNull();
        expect(await dispatchAfter(62 + 121)).not.toBeNull();
      });
    });

    it('the builder reports building, then succeeded or failed with its message', async () => {
      await rolledBack(db, async () => {
        await clean();
        await configureHook();
        await db.query(newPackage('reported', true));
        const id = await dispatchAfter(61);
        await db.query(`select public.report_site_build($1, 'building')`, [id]);
        await db.query(`select public.report_site_build($1, 'failed', 'prerender /safaris: 500')`, [
          id,
        ]);
        const [build] = (
          await db.query(
            `select status, message, started_at is not null as started, finished_at is not null as finished
             from public.site_builds where id = $1`,
            [id],
          )
        ).rows;
        expect(build).toEqual({
          status: 'failed',
          message: 'prerender /safaris: 500',
          started: true,
          finished: true,
        });
      });
    });
  });

  describe('whether the site changed since a build read it (site_changed_since)', () => {
    const changedSince = async (s: Session, since: string): Promise<boolean | undefined> =>
      (await s.query<{ changed: boolean }>(`select public.site_changed_since(${since}) as changed`))
        .rows[0]?.changed;

    it('answers visitors: no after nothing changed, yes after a public change, never for a draft', async () => {
      await as(db, 'anon', async (s) => {
        await s.inspect(`delete from public.site_build_requests`);
        expect(await changedSince(s, `now() - interval '1 hour'`)).toBe(false);
        await s.inspect(newPackage('changed-draft', false));
        expect(await changedSince(s, `now() - interval '1 hour'`)).toBe(false);
        await s.inspect(
          `update public.packages set title = title || ' ' where id = (select id from public.packages where published limit 1)`,
        );
        expect(await changedSince(s, `now() - interval '1 hour'`)).toBe(true);
        // A build that read the site after that change has it already.
        expect(await changedSince(s, `clock_timestamp() + interval '1 second'`)).toBe(false);
      });
    });

    it('counts a scheduled moment that has passed, before its build request exists; not one ahead', async () => {
      await as(db, 'anon', async (s) => {
        await s.inspect(`delete from public.site_build_requests`);
        await s.inspect(`update public.blog_posts set publish_at = now() + interval '1 hour'
          where id = (select id from public.blog_posts where published limit 1)`);
        await s.inspect(`delete from public.site_build_requests`);
        expect(await changedSince(s, `now() - interval '1 hour'`)).toBe(false);
        await s.inspect(`update public.blog_posts set publish_at = now() - interval '5 minutes'
          where publish_at > now()`);
        await s.inspect(`delete from public.site_build_requests`);
        expect(await changedSince(s, `now() - interval '1 hour'`)).toBe(true);
        expect(await changedSince(s, `now() - interval '1 minute'`)).toBe(false);
      });
    });
  });

  describe('the moment of the last public change (site_content_version)', () => {
    const version = async (s: Session): Promise<number | null> => {
      const value = (
        await s.query<{ v: string | null }>(`select public.site_content_version() as v`)
      ).rows[0]?.v;
      return value === null || value === undefined ? null : Number(value);
    };
    const changedSince = async (s: Session, since: number): Promise<boolean | undefined> =>
      (
        await s.query<{ changed: boolean }>(
          `select public.site_changed_since(to_timestamp($1::double precision / 1000)) as changed`,
          [since],
        )
      ).rows[0]?.changed;
    const publishedPost = `(select id from public.blog_posts where published order by id limit 1)`;

    it('is the last change, rounded up to the millisecond, and nothing has changed since it', async () => {
      await as(db, 'anon', async (s) => {
        await s.inspect(`delete from public.site_build_requests`);
        await s.inspect(`update public.packages set publish_at = null, unpublish_at = null`);
        await s.inspect(`update public.blog_posts set publish_at = null, unpublish_at = null`);
        await s.inspect(`delete from public.site_build_requests`);
        expect(await version(s)).toBeNull();
        await s.inspect(`update public.packages set title = title || ' '
          where id = (select id from public.packages where published limit 1)`);
        const [request] = await s.inspect<{ at: string }>(
          `select ceil(extract(epoch from max(requested_at)) * 1000)::bigint as at
           from public.site_build_requests`,
        );
        expect(await version(s)).toBe(Number(request!.at));
        expect(await changedSince(s, (await version(s))!)).toBe(false);
        expect(await changedSince(s, (await version(s))! - 1)).toBe(true);
      });
    });

    it('"Rebuild now" changes neither the moment nor the answer to pages built before it', async () => {
      await as(db, 'admin', async (s) => {
        await s.inspect(`update public.packages set title = title || ' '
          where id = (select id from public.packages where published limit 1)`);
        const before = await version(s);
        await s.query(`select public.request_site_rebuild()`);
        expect(await version(s)).toBe(before);
        expect(await changedSince(s, before!)).toBe(false);
      });
    });

    it('counts a scheduled moment that has passed, not one ahead', async () => {
      await as(db, 'anon', async (s) => {
        await s.inspect(`delete from public.site_build_requests`);
        await s.inspect(`update public.packages set publish_at = null, unpublish_at = null`);
        await s.inspect(`update public.blog_posts set publish_at = null, unpublish_at = null`);
        await s.inspect(
          `update public.blog_posts set publish_at = now() + interval '1 hour' where id = ${publishedPost}`,
        );
        await s.inspect(`delete from public.site_build_requests`);
        const ahead = await version(s);
        await s.inspect(
          `update public.blog_posts set publish_at = now() - interval '5 minutes' where id = ${publishedPost}`,
        );
        await s.inspect(`delete from public.site_build_requests`);
        const passed = await version(s);
        expect(passed).not.toBe(ahead);
        const [moment] = await s.inspect<{ at: string }>(
          `select ceil(extract(epoch from now() - interval '5 minutes') * 1000)::bigint as at`,
        );
        expect(passed).toBe(Number(moment!.at));
        expect(await changedSince(s, passed!)).toBe(false);
      });
    });
  });

  describe('who may call what', () => {
    it('admins read the status and may rebuild; users and visitors may not; only the service role reports', async () => {
      await as(db, 'admin', async (s) => {
        await s.inspect(`delete from public.site_build_requests`);
        await s.query(
          `update public.packages set title = title || ' ' where id = (select id from public.packages where published limit 1)`,
        );
        const [status] = (
          await s.query<{ status: Record<string, unknown> }>(
            `select public.site_build_status() as status`,
          )
        ).rows;
        expect(status?.status).toMatchObject({ pending: 1, latest: null, last_success_at: null });
        expect(await s.fail(`select public.report_site_build(1, 'succeeded')`)).toMatchObject({
          code: '42501',
        });
        expect(await s.fail(`select public.dispatch_site_build()`)).toMatchObject({
          code: '42501',
        });
      });
      for (const caller of ['anon', 'user'] as const) {
        await as(db, caller, async (s) => {
          expect(await s.fail(`select public.site_build_status()`)).toMatchObject({
            code: '42501',
          });
          expect(await s.fail(`select public.request_site_rebuild()`)).toMatchObject({
            code: '42501',
          });
          expect(await s.fail(`select * from vault.decrypted_secrets`)).toMatchObject({
            code: '42501',
          });
        });
      }
    });
  });
});

/**
 * Scheduled publishing, in the database, on PGlite and on PostgreSQL 15: Row Level Security shows
 * a published package or post to visitors only inside its publish_at / unpublish_at window (the
 * database decides, not the client), the window's order is a constraint, and the cron job's
 * function requests one site build for each moment that passed. Time moves by moving the rows'
 * timestamps or by passing `at`, never by waiting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../packages/local-supabase/src/engines/database.ts';
import { as, createUsers, engines, failure, rolledBack } from './support/database.ts';

const packageSlug = 'scheduled-package';
const postSlug = 'scheduled-post';

/** A published package and a published post, both with the given window (SQL expressions). */
const insertScheduled = (publishAt: string, unpublishAt: string) => `
  insert into public.packages (slug, title, price_usd, duration, days, category, published,
    publish_at, unpublish_at, highlights, itinerary, inclusions)
  values ('${packageSlug}', 'Scheduled package', 1000, '2 days', 2, 'birding', true,
    ${publishAt}, ${unpublishAt}, array['Birds'], '[{"day": 1, "title": "Mabamba"}]',
    array['Guide']);
  insert into public.blog_posts (slug, title, content, published, publish_at, unpublish_at)
  values ('${postSlug}', 'Scheduled post', 'Soon.', true, ${publishAt}, ${unpublishAt});`;

describe.each(engines)('scheduled publishing on $name', (engine) => {
  let db: Database;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, stop } = await engine.open());
    await createUsers(db);
  });
  afterAll(() => stop?.());

  /** What a caller sees of the scheduled rows: through the tables, the view and search. */
  const seen = async (caller: 'anon' | 'user' | 'admin') =>
    as(db, caller, async (s) => {
      const packages = await s.query(`select slug from public.packages where slug = $1`, [
        packageSlug,
      ]);
      const posts = await s.query(`select slug from public.blog_posts where slug = $1`, [postSlug]);
      const summaries = await s.query(
        `select slug from public.blog_post_summaries where slug = $1`,
        [postSlug],
      );
      const search = await s.query(
        `select slug from public.search_site('scheduled') where slug in ($1, $2)`,
        [packageSlug, postSlug],
      );
      return {
        package: packages.rows.length,
        post: posts.rows.length,
        summary: summaries.rows.length,
        search: search.rows.length,
      };
    });
  const none = { package: 0, post: 0, summary: 0, search: 0 };
  const all = { package: 1, post: 1, summary: 1, search: 2 };

  /**
   * Runs `body` with the scheduled package and post stored (committed, since `as` opens its own
   * transaction), and removes them afterwards.
   */
  const withScheduled = async (
    publishAt: string,
    unpublishAt: string,
    body: () => Promise<void>,
  ) => {
    await db.exec(insertScheduled(publishAt, unpublishAt));
    try {
      await body();
    } finally {
      await db.exec(`delete from public.packages where slug = '${packageSlug}';
                     delete from public.blog_posts where slug = '${postSlug}';`);
    }
  };
  /** Moves a column of both rows to an SQL expression. */
  const move = (column: string, value: string) =>
    db.exec(`update public.packages set ${column} = ${value} where slug = '${packageSlug}';
             update public.blog_posts set ${column} = ${value} where slug = '${postSlug}';`);

  describe('visibility', () => {
    it('hides a row before publish_at and shows it once publish_at has passed', async () => {
      await withScheduled(`now() + interval '1 hour'`, 'null', async () => {
        expect(await seen('anon')).toEqual(none);
        expect(await seen('user')).toEqual(none);
        // Admins read every row in the admin, but the public search shows what visitors see.
        expect(await seen('admin')).toEqual({ ...all, search: 0 });

        // The moment passes: the same rows, their publish_at moved into the past.
        await move('publish_at', `now() - interval '1 second'`);
        expect(await seen('anon')).toEqual(all);
        expect(await seen('user')).toEqual(all);
      });
    });

    it('shows a row until unpublish_at and hides it from then on', async () => {
      await withScheduled(`now() - interval '1 day'`, `now() + interval '1 hour'`, async () => {
        expect(await seen('anon')).toEqual(all);
        await move('unpublish_at', 'now()');
        expect(await seen('anon')).toEqual(none);
        expect(await seen('admin')).toEqual({ ...all, search: 0 });
      });
    });

    it('keeps a draft hidden whatever its window says', async () => {
      await withScheduled(`now() - interval '1 day'`, 'null', async () => {
        await move('published', 'false');
        expect(await seen('anon')).toEqual(none);
      });
    });

    it('decides with the moment it is given (is_live at an injected time)', async () => {
      const { rows } = await db.query<{ before: boolean; during: boolean; after: boolean }>(
        `select
           public.is_live(true, '2027-01-01', '2027-02-01', '2026-12-31') as before,
           public.is_live(true, '2027-01-01', '2027-02-01', '2027-01-01') as during,
           public.is_live(true, '2027-01-01', '2027-02-01', '2027-02-01') as after`,
      );
      expect(rows).toEqual([{ before: false, during: true, after: false }]);
    });

    it('refuses an unpublish_at that is not after publish_at', async () => {
      await rolledBack(db, async () => {
        expect(
          await failure(
            db.query(insertScheduled(`'2027-01-02'`, `'2027-01-01'`).split(';')[0] as string),
          ),
        ).toMatchObject({
          code: '23514',
          message: expect.stringContaining('packages_unpublish_at_order'),
        });
      });
      await rolledBack(db, async () => {
        expect(
          await failure(
            db.query(insertScheduled(`'2027-01-01'`, `'2027-01-01'`).split(';')[1] as string),
          ),
        ).toMatchObject({
          code: '23514',
          message: expect.stringContaining('blog_posts_unpublish_at_order'),
        });
      });
    });

    it('logs a scheduled change in the audit log as an edit', async () => {
      await as(db, 'admin', async (s) => {
        await s.query(
          `update public.packages set publish_at = '2030-01-01T08:00:00Z'
           where slug = 'bwindi-gorilla-trekking-3-days'`,
        );
        const log = await s.inspect<{ action: string; publish_at: string }>(
          `select action, after ->> 'publish_at' as publish_at from public.audit_log
           where table_name = 'packages' order by id desc limit 1`,
        );
        expect(log).toEqual([
          { action: 'update', publish_at: expect.stringMatching(/^2030-01-01/) },
        ]);
      });
    });
  });

  describe('the scheduled-publishing cron job', () => {
    /** Runs the job's function at `at` and returns the requests it made. */
    const check = async (at: string) => {
      const { rows } = await db.query<{ count: number }>(
        `select public.request_scheduled_site_builds($1::timestamptz) as count`,
        [at],
      );
      return rows[0]?.count;
    };
    const requests = async () =>
      (
        await db.query<{ source: string; operation: string }>(
          `select source, operation from public.site_build_requests
           where operation in ('publish_at', 'unpublish_at') order by id`,
        )
      ).rows;

    it('is scheduled with pg_cron (or its stand-in)', async () => {
      const { rows } = await db.query(
        `select schedule, command from cron.job where jobname = 'scheduled-publishing'`,
      );
      expect(rows).toEqual([
        { schedule: '30 seconds', command: 'select public.request_scheduled_site_builds()' },
      ]);
    });

    it('requests exactly one build for each moment that passed, once', async () => {
      await rolledBack(db, async () => {
        await db.exec(`update public.scheduled_publishing_state
                       set checked_at = '2027-01-01T00:00:00Z'`);
        await db.exec(
          insertScheduled(`'2027-01-01T10:00:00Z'`, `'2027-01-01T12:00:00Z'`) +
            // A draft's moments change nothing visitors see.
            `insert into public.blog_posts (slug, title, published, publish_at)
             values ('scheduled-draft', 'Draft', false, '2027-01-01T10:00:00Z');`,
        );
        await db.exec(`delete from public.site_build_requests`);

        expect(await check('2027-01-01T09:59:59Z')).toBe(0);
        expect(await check('2027-01-01T10:00:00Z')).toBe(2);
        expect(await requests()).toEqual([
          { source: 'packages', operation: 'publish_at' },
          { source: 'blog_posts', operation: 'publish_at' },
        ]);
        // The next runs look only after the last one: the same moment is not requested again.
        expect(await check('2027-01-01T10:00:30Z')).toBe(0);
        expect(await check('2027-01-01T11:59:59Z')).toBe(0);
        // Both unpublish moments, even when one run covers a longer stretch.
        expect(await check('2027-01-01T13:00:00Z')).toBe(2);
        expect(await requests()).toHaveLength(4);
        // An earlier `at` than the last run requests nothing again.
        expect(await check('2027-01-01T10:00:00Z')).toBe(0);
        expect(await requests()).toHaveLength(4);
      });
    });

    it('its requests become a build like any change', async () => {
      await rolledBack(db, async () => {
        await db.exec(`delete from public.site_build_requests; delete from public.site_builds;
          update public.site_build_settings set quiet_period = '1 second', max_delay = '1 minute';
          update public.scheduled_publishing_state set checked_at = now() - interval '1 hour';
          select vault.create_secret('https://hooks.example.test/build', 'site_build_hook_url');`);
        await db.exec(insertScheduled(`now() - interval '10 minutes'`, 'null'));
        await db.exec(`delete from public.site_build_requests`);
        expect(await check(new Date(Date.now() + 1000).toISOString())).toBe(2);
        const { rows } = await db.query<{ id: string | null }>(
          `select public.dispatch_site_build(now() + interval '1 hour') as id`,
        );
        expect(rows[0]?.id).not.toBeNull();
        const built = await db.query<{ changes: number }>(`select changes from public.site_builds`);
        expect(built.rows).toEqual([{ changes: 2 }]);
      });
    });

    it('is not for visitors or signed-in users to call', async () => {
      for (const caller of ['anon', 'user', 'admin'] as const) {
        await as(db, caller, async (s) => {
          expect(await s.fail(`select public.request_scheduled_site_builds()`)).toMatchObject({
            code: '42501',
          });
          expect(await s.fail(`select * from public.scheduled_publishing_state`)).toMatchObject({
            code: '42501',
          });
        });
      }
    });
  });
});

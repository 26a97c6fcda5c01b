/**
 * The server-side image sweep, in the database, on PGlite and on PostgreSQL 15: which objects of
 * the images bucket image_sweep_candidates() lets go (none that a row, the last good build's
 * pages, a kept revision or a recently deleted record refers to; only after the grace period of
 * being unused), the deletion log, the cron job, and who may call what. Time is passed to the
 * functions (`at`), never waited. The Storage API's part (the file goes too) is tested on
 * local-supabase (packages/local-supabase/src/image-sweep.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../packages/local-supabase/src/engines/database.ts';
import { as, createUsers, engines, rolledBack } from './support/database.ts';

const storageUrl = 'https://project.supabase.co/storage/v1/object/public/images/';

describe.each(engines)('image sweep on $name', (engine) => {
  let db: Database;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, stop } = await engine.open());
    await createUsers(db);
  });
  afterAll(() => stop?.());

  /** Objects uploaded a month ago, a one-day grace period, no builds. */
  const objects = async (...names: string[]) => {
    await db.exec(`delete from public.site_build_requests; delete from public.site_builds;
      update public.image_sweep_settings set grace_period = '1 day', batch_size = 200;`);
    for (const name of names) {
      await db.query(
        `insert into storage.objects (bucket_id, name, created_at, updated_at)
         values ('images', $1, now() - interval '30 days', now() - interval '30 days')`,
        [name],
      );
    }
  };
  /** The names the sweep would delete at now() + `hours`. */
  const candidates = async (hours: number) =>
    (
      await db.query<{ name: string }>(
        `select name from public.image_sweep_candidates(now() + make_interval(hours => $1))
         order by name`,
        [hours],
      )
    ).rows.map((row) => row.name);
  const firstPackage = `(select id from public.packages order by slug limit 1)`;

  it('lets an unused object go only after it has been seen unused for the grace period', async () => {
    await rolledBack(db, async () => {
      await objects('packages/unused.jpg');
      // First seen unused now: kept, however old the file.
      expect(await candidates(0)).toEqual([]);
      expect(await candidates(23)).toEqual([]);
      expect(await candidates(24)).toEqual(['packages/unused.jpg']);
    });
  });

  it('never lets go an object a row shows, in any column (image field, Markdown, page content)', async () => {
    await rolledBack(db, async () => {
      await objects('packages/card.jpg', 'blog/inline.webp', 'pages/hero.png', 'gallery/x.jpg');
      await db.exec(`
        update public.packages set image_url = '${storageUrl}packages/card.jpg', image_alt = 'A'
          where id = ${firstPackage};
        update public.blog_posts set content = content || ' ![x](${storageUrl}blog/inline.webp)'
          where id = (select id from public.blog_posts order by slug limit 1);
        update public.page_content
          set content = content || '{"image": "${storageUrl.replace('/object/', '/render/image/')}pages/hero.png?width=800"}'
          where page_id = 'home' and section_id = 'hero';`);
      expect(await candidates(0)).toEqual([]);
      expect(await candidates(24 * 30)).toEqual(['gallery/x.jpg']);
    });
  });

  it('keeps an object that only a kept revision or a recently deleted record refers to', async () => {
    await rolledBack(db, async () => {
      await objects('packages/old.jpg', 'destinations/gone.jpg');
      await db.exec(`
        update public.packages set image_url = '${storageUrl}packages/old.jpg', image_alt = 'A'
          where id = ${firstPackage};
        update public.packages set image_url = null, image_alt = null where id = ${firstPackage};
        insert into public.destinations (slug, name, image_url, image_alt)
          values ('sweep-gone', 'Gone', '${storageUrl}destinations/gone.jpg', 'A');
        delete from public.destinations where slug = 'sweep-gone';`);
      expect(await candidates(0)).toEqual([]);
      expect(await candidates(24 * 30)).toEqual([]);
      // Once the audit log forgets them, they may go (after the grace period from then).
      await db.exec(`delete from public.audit_log`);
      expect(await candidates(24 * 30)).toEqual([]);
      expect(await candidates(24 * 31)).toEqual(['destinations/gone.jpg', 'packages/old.jpg']);
    });
  });

  it('keeps what the last good build’s pages show, and starts over when a row uses it again', async () => {
    await rolledBack(db, async () => {
      await objects('packages/built.jpg', 'packages/later.jpg');
      await db.exec(`
        insert into public.site_builds (status, requested_at, started_at, finished_at, images)
        values ('succeeded', now() - interval '2 days', now() - interval '2 days',
                now() - interval '2 days', '{packages/built.jpg}');
        -- A failed build after it is not the live one.
        insert into public.site_builds (status, requested_at, started_at, finished_at, images)
        values ('failed', now() - interval '1 day', now() - interval '1 day',
                now() - interval '1 day', null);`);
      expect(await candidates(0)).toEqual([]);
      expect(await candidates(48)).toEqual(['packages/later.jpg']);
      // A row shows it again: its unused time starts over.
      await db.exec(`update public.packages set image_url = '${storageUrl}packages/later.jpg',
        image_alt = 'A' where id = ${firstPackage}`);
      expect(await candidates(48)).toEqual([]);
      await db.exec(`update public.packages set image_url = null, image_alt = null
        where id = ${firstPackage}; delete from public.audit_log;`);
      expect(await candidates(48)).toEqual([]);
      expect(await candidates(72)).toEqual(['packages/later.jpg']);

      // A newer good build without it releases the first object as well.
      await db.exec(`insert into public.site_builds (status, requested_at, started_at, finished_at, images)
        values ('succeeded', now(), now(), now(), '{}')`);
      expect(await candidates(72)).toEqual(['packages/built.jpg', 'packages/later.jpg']);
    });
  });

  it('with a build that recorded no images, keeps what was in use when it started', async () => {
    await rolledBack(db, async () => {
      await objects('packages/before.jpg');
      // Unused from now on, then a build that recorded nothing starts in an hour.
      expect(await candidates(0)).toEqual([]);
      await db.exec(`insert into public.site_builds (status, requested_at, started_at, finished_at)
        values ('succeeded', now() + interval '1 hour', now() + interval '1 hour', now() + interval '2 hours')`);
      expect(await candidates(48)).toEqual(['packages/before.jpg']);
      // Had it been unused only since after that build started, the build may show it.
      await db.exec(`update public.image_sweep_unused set since = now() + interval '90 minutes'`);
      expect(await candidates(48)).toEqual([]);
    });
  });

  it('leaves a recently replaced file alone, and takes at most batch_size per call', async () => {
    await rolledBack(db, async () => {
      await objects('gallery/a.jpg', 'gallery/b.jpg', 'gallery/c.jpg');
      await db.exec(`update storage.objects set updated_at = now() + interval '1 day'
        where name = 'gallery/c.jpg'; update public.image_sweep_settings set batch_size = 1;`);
      expect(await candidates(0)).toEqual([]);
      expect(await candidates(24)).toEqual(['gallery/a.jpg']);
      await db.exec(`update public.image_sweep_settings set batch_size = 10`);
      expect(await candidates(24)).toEqual(['gallery/a.jpg', 'gallery/b.jpg']);
      expect(await candidates(48)).toEqual(['gallery/a.jpg', 'gallery/b.jpg', 'gallery/c.jpg']);
    });
  });

  it('logs every deletion and failure; admins read the log, nobody else', async () => {
    await rolledBack(db, async () => {
      await objects('gallery/a.jpg', 'gallery/b.jpg');
      await candidates(0);
      const { rows } = await db.query<{ logged: number }>(
        `select public.report_image_sweep('{gallery/a.jpg}', '{"gallery/b.jpg": "Storage answered 500"}') as logged`,
      );
      expect(rows).toEqual([{ logged: 1 }]);
      const log = await db.query(
        `select name, outcome, message, unused_since is not null as noted
         from public.image_sweep_log order by name`,
      );
      expect(log.rows).toEqual([
        { name: 'gallery/a.jpg', outcome: 'deleted', message: null, noted: true },
        { name: 'gallery/b.jpg', outcome: 'failed', message: 'Storage answered 500', noted: true },
      ]);
      // A deleted object is no longer noted; a failed one still is, and is tried again.
      const notes = await db.query(`select name from public.image_sweep_unused order by name`);
      expect(notes.rows).toEqual([{ name: 'gallery/b.jpg' }]);
    });
    await db.exec(
      `insert into public.image_sweep_log (name, outcome) values ('x/y.jpg', 'deleted')`,
    );
    try {
      await as(db, 'admin', async (s) => {
        expect((await s.query(`select name from public.image_sweep_log`)).rows).toEqual([
          { name: 'x/y.jpg' },
        ]);
        expect(
          await s.fail(
            `insert into public.image_sweep_log (name, outcome) values ('a', 'deleted')`,
          ),
        ).toMatchObject({ code: '42501' });
        expect(await s.fail(`select * from public.image_sweep_candidates()`)).toMatchObject({
          code: '42501',
        });
        expect(await s.fail(`select public.report_image_sweep('{a}')`)).toMatchObject({
          code: '42501',
        });
      });
      await as(db, 'anon', async (s) => {
        expect(await s.fail(`select name from public.image_sweep_log`)).toMatchObject({
          code: '42501',
        });
        expect(await s.fail(`select public.kick_image_sweep()`)).toMatchObject({ code: '42501' });
        expect(
          await s.fail(`select public.call_vault_function('image_sweep_function', 1000)`),
        ).toMatchObject({ code: '42501' });
      });
      await as(db, 'user', async (s) => {
        expect((await s.query(`select name from public.image_sweep_log`)).rows).toEqual([]);
        expect(await s.fail(`select public.kick_image_sweep()`)).toMatchObject({ code: '42501' });
        expect(
          await s.fail(`select public.call_vault_function('notify_function', 1000)`),
        ).toMatchObject({ code: '42501' });
      });
    } finally {
      await db.exec(`delete from public.image_sweep_log`);
    }
  });

  it('the cron job kicks the image-sweep function (Vault) only when something may go', async () => {
    const jobs = await db.query(
      `select schedule, command from cron.job where jobname = 'image-sweep'`,
    );
    expect(jobs.rows).toEqual([
      { schedule: '17 * * * *', command: 'select public.kick_image_sweep()' },
    ]);
    await rolledBack(db, async () => {
      await objects('gallery/a.jpg');
      await db.exec(`select vault.create_secret('https://fn.example.test/functions/v1/image-sweep', 'image_sweep_function_url');
        select vault.create_secret('sweep-token', 'image_sweep_function_token');`);
      const kick = async (hours: number) =>
        (
          await db.query<{ id: string | null }>(
            `select public.kick_image_sweep(now() + make_interval(hours => $1)) as id`,
            [hours],
          )
        ).rows[0]?.id ?? null;
      expect(await kick(0)).toBeNull();
      const id = await kick(24);
      expect(id).not.toBeNull();
      const { rows } = await db.query<{ url: string; authorization: string }>(
        `select url, headers ->> 'Authorization' as authorization
         from net.http_request_queue where id = $1`,
        [id],
      );
      expect(rows).toEqual([
        {
          url: 'https://fn.example.test/functions/v1/image-sweep',
          authorization: 'Bearer sweep-token',
        },
      ]);
    });
  });

  it('records the images a build used, once each', async () => {
    await rolledBack(db, async () => {
      const { rows } = await db.query<{ id: string }>(
        `insert into public.site_builds (status) values ('building') returning id`,
      );
      await db.query(`select public.record_site_build_images($1, '{b.jpg,a.jpg,b.jpg}')`, [
        rows[0]?.id,
      ]);
      const stored = await db.query(`select images from public.site_builds where id = $1`, [
        rows[0]?.id,
      ]);
      expect(stored.rows).toEqual([{ images: ['a.jpg', 'b.jpg'] }]);
    });
  });
});

/**
 * The audit log on PGlite and PostgreSQL 15: the trigger records every action with who did it
 * and the row before and after; nobody (anon, user, admin, super admin) writes the log directly;
 * only admins read it; a deleted package comes back with its enquiry's link; the purge forgets
 * rows gone for more than 30 days, every night.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypes } from '../../packages/data/src/content-types/index.ts';
import { loggedTables } from '../../packages/data/src/history/audit.ts';
import type { Database } from '../../packages/local-supabase/src/engines/database.ts';
import { as, callers, createUsers, engines, rolledBack, userIds } from './support/database.ts';

interface Entry {
  id: string;
  actor: string | null;
  actor_email: string | null;
  table_name: string;
  row_id: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  txid: string;
}

const slug = 'lake-mburo-zebra-safari-2-days';
const permissionDenied = { message: 'permission denied for table audit_log', code: '42501' };

describe.each(engines)('audit log on $name', (engine) => {
  let db: Database;
  let stop: () => Promise<void>;
  let packageId: string;
  /** The newest entry before each test, so a test sees only what it did. */
  let lastId: string;

  beforeAll(async () => {
    ({ db, stop } = await engine.open());
    await createUsers(db);
    const { rows } = await db.query<{ id: string }>(
      `select id from public.packages where slug = $1`,
      [slug],
    );
    packageId = rows[0]?.id ?? '';
    const last = await db.query<{ id: string }>(`select max(id)::text as id from public.audit_log`);
    lastId = last.rows[0]?.id ?? '0';
  });
  afterAll(() => stop?.());

  const newEntries = (inspect: (sql: string, params?: unknown[]) => Promise<unknown[]>) =>
    inspect(
      `select id::text, actor, actor_email, table_name, row_id, action, before, after, txid::text
       from public.audit_log where id > $1 order by id`,
      [lastId],
    ) as Promise<Entry[]>;

  describe('the trigger', () => {
    it('records the seed as inserts without an actor', async () => {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from public.audit_log
         where table_name = 'packages' and action = 'insert' and actor is null`,
      );
      const packages = await db.query<{ n: number }>(
        `select count(*)::int as n from public.packages`,
      );
      expect(rows[0]?.n).toBe(packages.rows[0]?.n);
    });

    it('records insert, update, publish, unpublish and delete with the admin and both images', async () => {
      await as(db, 'admin', async (s) => {
        const { rows } = await s.query<{ id: string }>(
          `insert into public.packages (slug, title, price_usd, duration, days, category,
             highlights, itinerary, inclusions)
           values ('audit-package', 'Audit package', 100, '1 day', 1, 'birding',
             array['Birds'], '[{"day": 1, "title": "Mabamba"}]', array['Guide']) returning id`,
        );
        const id = rows[0]?.id;
        await s.query(`update public.packages set title = 'Audit package, revised' where id = $1`, [
          id,
        ]);
        await s.query(`update public.packages set published = true where id = $1`, [id]);
        await s.query(`update public.packages set published = false where id = $1`, [id]);
        // Nothing but updated_at changes: not a change.
        await s.query(`update public.packages set title = title where id = $1`, [id]);
        await s.query(`delete from public.packages where id = $1`, [id]);

        const entries = await newEntries(s.inspect);
        expect(entries.map((e) => e.action)).toEqual([
          'insert',
          'update',
          'publish',
          'unpublish',
          'delete',
        ]);
        for (const entry of entries) {
          expect(entry).toMatchObject({
            actor: userIds.admin,
            actor_email: 'admin@example.test',
            table_name: 'packages',
            row_id: id,
          });
        }
        const [insert, update, , , remove] = entries;
        expect(insert?.before).toBeNull();
        expect(insert?.after).toMatchObject({ id, title: 'Audit package', published: false });
        expect(update?.before).toMatchObject({ title: 'Audit package' });
        expect(update?.after).toMatchObject({ title: 'Audit package, revised' });
        expect(remove?.before).toMatchObject({ id, title: 'Audit package, revised' });
        expect(remove?.after).toBeNull();
      });
    });

    it('records approvals, enquiry status changes and role changes', async () => {
      await as(db, 'super_admin', async (s) => {
        await s.inspect(
          `insert into public.enquiries (name, email, message) values ('Ann', 'ann@example.test', 'Space in July?')`,
        );
        await s.query(`update public.testimonials set approved = true where not approved`);
        await s.query(
          `update public.enquiries set status = 'replied' where email = 'ann@example.test'`,
        );
        await s.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [
          userIds.user,
        ]);

        const entries = await newEntries(s.inspect);
        expect(entries.map((e) => [e.table_name, e.action])).toEqual([
          ['testimonials', 'approve'],
          ['enquiries', 'status'],
          ['user_roles', 'role'],
        ]);
        expect(entries.every((e) => e.actor === userIds.super_admin)).toBe(true);
        // Enquiries keep only what admins change, not the visitor's message.
        expect(entries[1]?.before).toEqual({
          id: entries[1]?.row_id,
          status: 'new',
          lost_reason: null,
          package_id: null,
        });
        expect(entries[1]?.after).toMatchObject({ status: 'replied' });
        expect(entries[2]?.after).toMatchObject({ user_id: userIds.user, role: 'admin' });
      });
    });

    it('is attached to every declared content type, page content, enquiries and roles', async () => {
      const { rows } = await db.query<{ table: string }>(
        `select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
         where t.tgfoid = 'public.audit_row_change()'::regprocedure order by 1`,
      );
      // The admin's list of logged tables (history, Recently deleted, the audit page) is the
      // database's, and holds every table a content type is declared on.
      expect(rows.map((r) => r.table)).toEqual([...loggedTables].sort());
      expect(loggedTables).toEqual(expect.arrayContaining(contentTypes.map((type) => type.table)));
      expect(rows.map((r) => r.table)).toEqual([
        'accommodations',
        'blog_posts',
        'destinations',
        'enquiries',
        'gallery',
        'packages',
        'page_content',
        'testimonials',
        'user_roles',
      ]);
    });
  });

  describe('access', () => {
    it('lets nobody write the log directly, whatever their role', async () => {
      for (const caller of callers) {
        await as(db, caller, async (s) => {
          const [entry] = await s.inspect<{ id: string }>(
            `select id::text from public.audit_log order by id limit 1`,
          );
          const attempts = [
            `insert into public.audit_log (table_name, row_id, action) values ('packages', gen_random_uuid(), 'update')`,
            `update public.audit_log set action = 'insert' where id = ${entry?.id}`,
            `delete from public.audit_log where id = ${entry?.id}`,
            `truncate public.audit_log`,
          ];
          for (const sql of attempts) {
            expect(await s.fail(sql), `${caller}: ${sql}`).toEqual(permissionDenied);
          }
          expect(
            (await s.fail(`select public.purge_audit_log()`)).message,
            `${caller}: purge`,
          ).toBe('permission denied for function purge_audit_log');
        });
      }
    });

    it('lets admins and super admins read the log, and nobody else', async () => {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from public.audit_log`,
      );
      const total = rows[0]?.n ?? 0;
      expect(total).toBeGreaterThan(0);
      const seen: Record<string, unknown> = {};
      for (const caller of callers) {
        seen[caller] = await as(db, caller, async (s) => {
          if (caller === 'anon') {
            expect(await s.fail(`select * from public.audit_recently_deleted`)).toEqual({
              message: 'permission denied for view audit_recently_deleted',
              code: '42501',
            });
            return (await s.fail(`select * from public.audit_log`)).message;
          }
          const result = await s.query<{ n: number }>(
            `select count(*)::int as n from public.audit_log`,
          );
          return result.rows[0]?.n;
        });
      }
      expect(seen).toEqual({
        anon: permissionDenied.message,
        user: 0,
        admin: total,
        super_admin: total,
      });
    });
  });

  describe('restore', () => {
    it('brings a deleted package back with its enquiry link, and records the restore', async () => {
      await as(db, 'admin', async (s) => {
        await s.inspect(
          `insert into public.enquiries (name, email, message, package_id)
           values ('Ben', 'ben@example.test', 'Zebras in May?', $1)`,
          [packageId],
        );
        await s.query(`delete from public.packages where id = $1`, [packageId]);
        const [linkCleared] = await s.inspect<{ package_id: string | null }>(
          `select package_id from public.enquiries where email = 'ben@example.test'`,
        );
        expect(linkCleared?.package_id).toBeNull();

        // What the admin's "Recently deleted" lists, and what its restore does: insert the
        // before image, then put back the links the delete cleared in the same transaction.
        const { rows: deleted } = await s.query<{ before: object; txid: string }>(
          `select before, txid::text from public.audit_recently_deleted where row_id = $1`,
          [packageId],
        );
        expect(deleted).toHaveLength(1);
        await s.query(
          `insert into public.packages select * from jsonb_populate_record(null::public.packages, $1)`,
          [JSON.stringify(deleted[0]?.before)],
        );
        // The enquiry that asked about it and the testimonial that reviews it lost their link.
        const { rows: links } = await s.query<{ table_name: string; row_id: string }>(
          `select table_name, row_id from public.audit_log
           where txid = $1 and table_name in ('enquiries', 'testimonials')
             and before ->> 'package_id' = $2 and after ->> 'package_id' is null
           order by table_name`,
          [deleted[0]?.txid, packageId],
        );
        expect(links.map((link) => link.table_name)).toEqual(['enquiries', 'testimonials']);
        for (const link of links) {
          await s.query(`update public.${link.table_name} set package_id = $1 where id = $2`, [
            packageId,
            link.row_id,
          ]);
        }

        const [restored] = await s.inspect<{ package_id: string | null; slug: string }>(
          `select e.package_id, p.slug from public.enquiries e join public.packages p on p.id = e.package_id
           where e.email = 'ben@example.test'`,
        );
        expect(restored).toEqual({ package_id: packageId, slug });
        const actions = (await newEntries(s.inspect)).map((e) => `${e.table_name} ${e.action}`);
        expect(actions[0]).toBe('packages delete');
        expect(actions[3]).toBe('packages restore');
        expect([actions.slice(1, 3).sort(), actions.slice(4).sort()]).toEqual([
          ['enquiries update', 'testimonials update'],
          ['enquiries update', 'testimonials update'],
        ]);
        expect(
          (
            await s.query(`select 1 from public.audit_recently_deleted where row_id = $1`, [
              packageId,
            ])
          ).rows,
        ).toEqual([]);
      });
    });
  });

  describe('purge', () => {
    it('forgets rows deleted more than 30 days ago and keeps everything else', async () => {
      await rolledBack(db, async () => {
        await db.query(`delete from public.packages where slug = $1`, [slug]);
        await db.query(`delete from public.destinations where name = 'Mountain Muhavura'`);
        // The package was deleted 31 days ago.
        await db.query(
          `update public.audit_log set at = now() - interval '31 days'
           where table_name = 'packages' and row_id = $1`,
          [packageId],
        );
        const count = async (where: string, params: unknown[] = []) =>
          (
            await db.query<{ n: number }>(
              `select count(*)::int as n from public.audit_log where ${where}`,
              params,
            )
          ).rows[0]?.n;
        const othersBefore = await count(`row_id <> $1`, [packageId]);
        // Its insert, the seed's later touches (its destination, gallery, lodges) and its delete.
        const packageRows = await count(`row_id = $1`, [packageId]);
        expect(packageRows).toBeGreaterThanOrEqual(2);
        const listed = async () =>
          (
            await db.query<{ table_name: string }>(
              `select table_name from public.audit_recently_deleted`,
            )
          ).rows.map((r) => r.table_name);
        expect(await listed()).toEqual(['destinations']);

        const { rows } = await db.query<{ removed: number }>(
          `select public.purge_audit_log() as removed`,
        );
        expect(rows[0]?.removed).toBe(packageRows);
        expect(await count(`row_id = $1`, [packageId])).toBe(0);
        expect(await count(`row_id <> $1`, [packageId])).toBe(othersBefore);
      });
    });

    it('runs every night by itself: the cron job audit-purge', async () => {
      const jobs = await db.query(
        `select schedule, command, active from cron.job where jobname = 'audit-purge'`,
      );
      expect(jobs.rows).toEqual([
        { schedule: '41 3 * * *', command: 'select public.purge_audit_log()', active: true },
      ]);
    });
  });
});

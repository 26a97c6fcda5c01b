/**
 * No lead lost, in the database, on PGlite and on PostgreSQL 15: an enquiry and its
 * notifications are written together or not at all, who hears of it, how the sender claims and
 * reports (retries with back-off, a lease, "Send again"), and that nobody but the functions
 * writes the outbox. Delivery itself is tested against the running stack in
 * packages/local-supabase/src/notifications.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../packages/local-supabase/src/engines/database.ts';
import { as, callers, createUsers, engines, rolledBack } from './support/database.ts';

const enquiry = (email: string) =>
  `insert into public.enquiries (name, email, message, adults)
   values ('Amina Traveller', '${email}', 'Gorillas in June, please.', 2) returning id`;

interface Outbox {
  kind: string;
  recipients: string[];
  reply_to: string | null;
  status: string;
  attempts: number;
}

describe.each(engines)('notifications on $name', (engine) => {
  let db: Database;
  let stop: () => Promise<void>;

  const outboxFor = async (id: string) =>
    (
      await db.query<Outbox>(
        `select kind, recipients, reply_to, status::text, attempts
         from public.notification_outbox where source_id = $1 order by kind`,
        [id],
      )
    ).rows;
  const claim = async () =>
    (await db.query<{ id: string }>(`select id from public.claim_notifications(10)`)).rows.map(
      (row) => Number(row.id),
    );
  const report = async (id: number, ok: boolean) =>
    (
      await db.query<{ status: string }>(
        `select public.report_notification($1, $2, $3)::text as status`,
        [id, ok, ok ? null : 'connect ECONNREFUSED 127.0.0.1:465'],
      )
    ).rows[0]?.status;

  beforeAll(async () => {
    ({ db, stop } = await engine.open());
    await createUsers(db);
  });
  afterAll(() => stop?.());

  describe('an enquiry and its notifications', () => {
    it('queues a staff message to every admin (Reply-To the traveller) and a confirmation', async () => {
      await rolledBack(db, async () => {
        const [row] = (await db.query<{ id: string }>(enquiry('amina@example.test'))).rows;
        expect(await outboxFor(row?.id as string)).toEqual([
          {
            kind: 'enquiry_confirmation',
            recipients: ['amina@example.test'],
            reply_to: null,
            status: 'pending',
            attempts: 0,
          },
          {
            kind: 'enquiry_staff',
            recipients: ['admin@example.test', 'super-admin@example.test'],
            reply_to: 'amina@example.test',
            status: 'pending',
            attempts: 0,
          },
        ]);
      });
    });

    it('sends to the configured addresses instead, minus an admin who turned them off', async () => {
      await rolledBack(db, async () => {
        await db.exec(`update public.notification_settings
          set staff_recipients = '{sales@example.test,Admin@example.test}'`);
        await db.exec(`insert into public.notification_opt_outs (user_id)
          select id from auth.users where email = 'admin@example.test'`);
        const [row] = (await db.query<{ id: string }>(enquiry('b@example.test'))).rows;
        const staff = (await outboxFor(row?.id as string)).find((m) => m.kind === 'enquiry_staff');
        expect(staff?.recipients).toEqual(['sales@example.test']);
      });
    });

    it('are written together or not at all', async () => {
      await rolledBack(db, async () => {
        const before = await db.query<{ n: number }>(
          `select count(*)::int as n from public.enquiries`,
        );
        // The outbox refuses everything: the enquiry must not be stored without its messages.
        await db.exec(`alter table public.notification_outbox
          add constraint refuse_all check (false) not valid`);
        await db.exec('savepoint insert_enquiry');
        await expect(db.query(enquiry('c@example.test'))).rejects.toThrow(/refuse_all/);
        await db.exec('rollback to savepoint insert_enquiry');
        const after = await db.query<{ n: number }>(
          `select count(*)::int as n from public.enquiries`,
        );
        expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
      });
      await rolledBack(db, async () => {
        // And a refused enquiry queues nothing.
        const before = await db.query<{ n: number }>(
          `select count(*)::int as n from public.notification_outbox`,
        );
        await db.exec('savepoint bad_enquiry');
        await expect(db.query(enquiry('not-an-email'))).rejects.toThrow(/enquiries_email_format/);
        await db.exec('rollback to savepoint bad_enquiry');
        const after = await db.query<{ n: number }>(
          `select count(*)::int as n from public.notification_outbox`,
        );
        expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
      });
    });

    it('a testimonial awaiting review tells staff; an approved one (the seed, an admin) does not', async () => {
      await rolledBack(db, async () => {
        const insert = (approved: boolean) =>
          db.query<{ id: string }>(
            `insert into public.testimonials (name, rating, content, approved)
             values ('Lars', 5, 'The best week of our lives.', $1) returning id`,
            [approved],
          );
        const [waiting] = (await insert(false)).rows;
        const [approved] = (await insert(true)).rows;
        expect((await outboxFor(waiting?.id as string)).map((m) => m.kind)).toEqual([
          'testimonial_staff',
        ]);
        expect(await outboxFor(approved?.id as string)).toEqual([]);
      });
    });

    it('kicks the notify function through pg_net once per statement, with the Vault token', async () => {
      await rolledBack(db, async () => {
        await db.exec(`select vault.create_secret('http://127.0.0.1:1/functions/v1/notify', 'notify_function_url');
          select vault.create_secret('notify-token', 'notify_function_token');
          delete from net.http_request_queue;`);
        await db.query(enquiry('d@example.test'));
        const { rows } = await db.query<{ url: string; headers: Record<string, string> }>(
          `select url, headers from net.http_request_queue`,
        );
        expect(rows).toEqual([
          {
            url: 'http://127.0.0.1:1/functions/v1/notify',
            headers: { 'Content-Type': 'application/json', Authorization: 'Bearer notify-token' },
          },
        ]);
      });
    });
  });

  describe('the sender', () => {
    it('claims each due message once, and a failure comes back after the back-off', async () => {
      await rolledBack(db, async () => {
        await db.exec(`delete from public.notification_outbox;
          update public.notification_settings
          set retry_base = '1 minute', retry_max = '10 minutes', max_attempts = 3`);
        await db.query(enquiry('e@example.test'));
        const first = await claim();
        expect(first).toHaveLength(2);
        expect(await claim()).toEqual([]);
        const [failing, sending] = first as [number, number];
        expect(await report(sending, true)).toBe('sent');
        expect(await report(sending, false)).toBe('sent');
        expect(await report(failing, false)).toBe('pending');
        // Not due yet: the retry waits retry_base.
        expect(await claim()).toEqual([]);
        const waits = async () =>
          (
            await db.query<{ seconds: number }>(
              `select round(extract(epoch from next_attempt_at - now()))::int as seconds
               from public.notification_outbox where id = $1`,
              [failing],
            )
          ).rows[0]?.seconds;
        expect(await waits()).toBe(60);
        await db.query(
          `update public.notification_outbox set next_attempt_at = now() where id = $1`,
          [failing],
        );
        expect(await claim()).toEqual([failing]);
        expect(await report(failing, false)).toBe('pending');
        expect(await waits()).toBe(120);
        await db.query(
          `update public.notification_outbox set next_attempt_at = now() where id = $1`,
          [failing],
        );
        expect(await claim()).toEqual([failing]);
        expect(await report(failing, false)).toBe('failed');
        expect(await claim()).toEqual([]);
        const attempts = await db.query<{ ok: boolean }>(
          `select ok from public.notification_attempts where outbox_id = $1 order by id`,
          [failing],
        );
        expect(attempts.rows.map((a) => a.ok)).toEqual([false, false, false]);
      });
    });

    it('claims again a message whose sender never reported, once the lease has run out', async () => {
      await rolledBack(db, async () => {
        await db.exec(`delete from public.notification_outbox`);
        await db.query(enquiry('f@example.test'));
        const claimed = await claim();
        expect(claimed).toHaveLength(2);
        await db.exec(
          `update public.notification_outbox set claimed_at = now() - interval '3 minutes'`,
        );
        expect((await claim()).sort()).toEqual([...claimed].sort());
      });
    });

    it('"Send again" makes a failed message due with fresh attempts; admins only', async () => {
      // Committed, because `as` runs its own transaction; removed in `finally`.
      await db.exec(`delete from public.notification_outbox;
        update public.notification_settings set max_attempts = 1`);
      try {
        await db.query(enquiry('g@example.test'));
        const [id] = await claim();
        expect(await report(id as number, false)).toBe('failed');
        await as(db, 'user', async (session) => {
          const error = await session.fail(`select public.resend_notification($1)`, [id]);
          expect(error.code).toBe('42501');
        });
        await as(db, 'admin', async (session) => {
          await session.query(`select public.resend_notification($1)`, [id]);
          const [row] = await session.inspect<{ status: string; attempts: number }>(
            `select status::text, attempts from public.notification_outbox where id = $1`,
            [id],
          );
          expect(row).toEqual({ status: 'pending', attempts: 0 });
        });
      } finally {
        await db.exec(`delete from public.enquiries where email = 'g@example.test';
          delete from public.notification_outbox;
          update public.notification_settings set max_attempts = 8`);
      }
    });
  });

  describe('who may do what', () => {
    it.each(callers)('%s cannot write the outbox or the attempts directly', async (caller) => {
      await as(db, caller, async (session) => {
        for (const sql of [
          `insert into public.notification_outbox (kind, recipients, payload)
           values ('enquiry_staff', '{x@example.test}', '{}')`,
          `update public.notification_outbox set status = 'sent'`,
          `delete from public.notification_outbox`,
          `insert into public.notification_attempts (outbox_id, ok) values (1, true)`,
          `select * from public.claim_notifications(10)`,
          `select public.report_notification(1, true)`,
        ]) {
          const error = await session.fail(sql);
          expect(error.code).toBe('42501');
        }
      });
    });

    it('anonymous visitors and plain users read nothing; admins read the outbox', async () => {
      await rolledBack(db, async () => {
        await db.query(enquiry('h@example.test'));
      });
      await db.query(enquiry('i@example.test'));
      try {
        const count = (caller: (typeof callers)[number]) =>
          as(db, caller, async (session) => {
            try {
              const { rows } = await session.query<{ n: number }>(
                `select count(*)::int as n from public.notification_outbox`,
              );
              return rows[0]?.n ?? 0;
            } catch {
              return 'denied';
            }
          });
        expect(await count('anon')).toBe('denied');
        expect(await count('user')).toBe(0);
        expect(await count('admin')).toBeGreaterThan(0);
        expect(
          await as(db, 'anon', (session) =>
            session.fail(`select * from public.notification_settings`),
          ),
        ).toMatchObject({ code: '42501' });
      } finally {
        await db.exec(`delete from public.enquiries where email = 'i@example.test'`);
      }
    });
  });
});

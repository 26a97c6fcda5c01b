/**
 * The enquiry pipeline in the database, on PGlite and on PostgreSQL 15
 * (docs/decisions.md#enquiry-pipeline): the status order, the lost reason, the times the
 * trigger keeps, the audit trail, internal notes (admins only), the daily digest (queued only
 * when enquiries wait) and the dashboard's figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../packages/local-supabase/src/engines/database.ts';
import {
  as,
  callers,
  claimsFor,
  createUsers,
  engines,
  rolledBack,
  userIds,
  visitorWrite,
} from './support/database.ts';

/** An enquiry received `hoursAgo` hours ago, inserted by the superuser (as the seed would). */
const received = (email: string, hoursAgo = 0, status = 'new') =>
  `insert into public.enquiries (name, email, message, status, created_at)
   values ('Amina Traveller', '${email}', 'Gorillas in June, please.', '${status}',
           now() - interval '${hoursAgo} hours') returning id`;

describe.each(engines)('the enquiry pipeline on $name', (engine) => {
  let db: Database;
  let stop: () => Promise<void>;

  const insert = async (email: string, hoursAgo = 0, status = 'new') =>
    (await db.query<{ id: string }>(received(email, hoursAgo, status))).rows[0]?.id as string;

  beforeAll(async () => {
    ({ db, stop } = await engine.open());
    await createUsers(db);
  });
  afterAll(() => stop?.());

  it('has the statuses new, replied, quoted, won and lost, in that order; closed is gone', async () => {
    const { rows } = await db.query<{ values: string[] }>(
      `select enum_range(null::public.enquiry_status)::text[] as values`,
    );
    expect(rows[0]?.values).toEqual(['new', 'replied', 'quoted', 'won', 'lost']);
  });

  describe('status rules', () => {
    it('moves forward, may skip a step, and reopens a won or lost enquiry as quoted', async () => {
      await as(db, 'admin', async (s) => {
        const [row] = await s.inspect<{ id: string }>(received('forward@example.test', 2));
        const move = (status: string, reason: string | null = null) =>
          s.query(`update public.enquiries set status = $2, lost_reason = $3 where id = $1`, [
            row?.id,
            status,
            reason,
          ]);
        await move('quoted');
        await move('won');
        await move('lost', 'The trip was cancelled.');
        await move('quoted');
        const [stored] = await s.inspect<{ status: string; lost_reason: string | null }>(
          `select status::text, lost_reason from public.enquiries where id = $1`,
          [row?.id],
        );
        expect(stored).toEqual({ status: 'quoted', lost_reason: null });
      });
    });

    it('never moves back to new or replied, with a clear refusal', async () => {
      await as(db, 'admin', async (s) => {
        const [row] = await s.inspect<{ id: string }>(received('back@example.test', 2));
        await s.query(`update public.enquiries set status = 'quoted' where id = $1`, [row?.id]);
        for (const status of ['new', 'replied']) {
          await s.query('savepoint move_back');
          const error = (await s
            .query(`update public.enquiries set status = $2 where id = $1`, [row?.id, status])
            .catch((refusal: unknown) => refusal)) as {
            code?: string;
            message?: string;
            detail?: string;
          };
          await s.query('rollback to savepoint move_back');
          expect(error.code).toBe('23514');
          expect(error.message).toBe(
            'new row for relation "enquiries" violates check constraint "enquiries_status_order"',
          );
          expect(error.detail).toBe(`An enquiry cannot move from quoted back to ${status}.`);
        }
      });
    });

    it('requires a reason for lost, and allows one only for lost', async () => {
      await as(db, 'admin', async (s) => {
        const [row] = await s.inspect<{ id: string }>(received('lost@example.test', 2));
        for (const reason of [null, '   ']) {
          const error = await s.fail(
            `update public.enquiries set status = 'lost', lost_reason = $2 where id = $1`,
            [row?.id, reason],
          );
          expect(error.code).toBe('23514');
          expect(error.message).toMatch(/enquiries_lost_reason_required/);
        }
        const tooLong = await s.fail(
          `update public.enquiries set status = 'lost', lost_reason = $2 where id = $1`,
          [row?.id, 'x'.repeat(501)],
        );
        expect(tooLong.message).toMatch(/enquiries_lost_reason_length/);
        const notLost = await s.fail(
          `update public.enquiries set status = 'replied', lost_reason = 'Too dear' where id = $1`,
          [row?.id],
        );
        expect(notLost.message).toMatch(/enquiries_lost_reason_only_lost/);
        await s.query(
          `update public.enquiries set status = 'lost', lost_reason = 'Booked elsewhere.' where id = $1`,
          [row?.id],
        );
      });
    });

    it('records each status change with who, when and the reason in the audit log', async () => {
      await as(db, 'admin', async (s) => {
        const [row] = await s.inspect<{ id: string }>(received('audit@example.test', 2));
        await s.query(`update public.enquiries set status = 'quoted' where id = $1`, [row?.id]);
        await s.query(
          `update public.enquiries set status = 'lost', lost_reason = 'Too dear.' where id = $1`,
          [row?.id],
        );
        const log = await s.inspect<{ actor: string; actor_email: string; after: unknown }>(
          `select actor, actor_email, after from public.audit_log
           where table_name = 'enquiries' and row_id = $1 and action = 'status' order by id`,
          [row?.id],
        );
        expect(log.map((entry) => entry.after)).toEqual([
          { id: row?.id, status: 'quoted', lost_reason: null, package_id: null },
          { id: row?.id, status: 'lost', lost_reason: 'Too dear.', package_id: null },
        ]);
        expect(log.every((entry) => entry.actor === userIds.admin)).toBe(true);
        expect(log[0]?.actor_email).toBe('admin@example.test');
      });
    });
  });

  describe('time to first answer', () => {
    it('is the first move away from new, and cannot be written or moved by the caller', async () => {
      await as(db, 'admin', async (s) => {
        const [row] = await s.inspect<{ id: string }>(received('first@example.test', 3));
        const answer = async () =>
          (
            await s.inspect<{ hours: number | null; due_hours: number }>(
              `select round(extract(epoch from first_answered_at - created_at) / 3600)::int as hours,
                      round(extract(epoch from answer_due_at - created_at) / 3600)::int as due_hours
               from public.enquiries where id = $1`,
              [row?.id],
            )
          )[0];
        expect(await answer()).toEqual({ hours: null, due_hours: 24 });
        await s.query(
          `update public.enquiries set first_answered_at = now() - interval '1 hour',
             answer_due_at = now() + interval '1 year' where id = $1`,
          [row?.id],
        );
        expect(await answer()).toEqual({ hours: null, due_hours: 24 });
        await s.query(`update public.enquiries set status = 'replied' where id = $1`, [row?.id]);
        expect(await answer()).toEqual({ hours: 3, due_hours: 24 });
        await s.query(`update public.enquiries set status = 'quoted' where id = $1`, [row?.id]);
        expect(await answer()).toEqual({ hours: 3, due_hours: 24 });
      });
    });

    it('a visitor cannot send one with a first answer, a lost reason or a due time', async () => {
      await as(db, 'anon', async (s) => {
        for (const extra of [
          { first_answered_at: new Date().toISOString() },
          { answer_due_at: '2099-01-01T00:00:00Z' },
          { lost_reason: 'none' },
        ]) {
          const error = await s.fail(
            visitorWrite('submit_enquiry', {
              name: 'Sly',
              email: 'sly.pipeline@example.test',
              message: 'Hello',
              ...extra,
            }),
          );
          expect(error).toMatchObject({ code: 'PT400', hint: 'shape' });
          expect(error.message).toContain(Object.keys(extra)[0]);
        }
        await s.query(
          visitorWrite('submit_enquiry', {
            name: 'Sly',
            email: 'sly.pipeline@example.test',
            message: 'Hello',
          }),
        );
        const [row] = await s.inspect<{ answered: boolean; due_hours: number }>(
          `select first_answered_at is not null as answered,
                  round(extract(epoch from answer_due_at - created_at) / 3600)::int as due_hours
           from public.enquiries where email = 'sly.pipeline@example.test'`,
        );
        expect(row).toEqual({ answered: false, due_hours: 24 });
      });
    });
  });

  describe('internal notes', () => {
    it('only admins read and write them; the author and time are the server’s', async () => {
      const id = await insert('notes@example.test');
      try {
        await as(db, 'admin', async (s) => {
          await s.query(
            `insert into public.enquiry_notes (enquiry_id, body) values ($1, 'Quoted 4,200 USD by phone.')`,
            [id],
          );
          const forged = await s.fail(
            `insert into public.enquiry_notes (enquiry_id, body, author) values ($1, 'x', $2)`,
            [id, userIds.super_admin],
          );
          expect(forged.code).toBe('42501');
          const { rows } = await s.query<{ author: string; author_email: string; body: string }>(
            `select author, author_email, body from public.enquiry_notes where enquiry_id = $1`,
            [id],
          );
          expect(rows).toEqual([
            {
              author: userIds.admin,
              author_email: 'admin@example.test',
              body: 'Quoted 4,200 USD by phone.',
            },
          ]);
          const empty = await s.fail(
            `insert into public.enquiry_notes (enquiry_id, body) values ($1, '  ')`,
            [id],
          );
          expect(empty.message).toMatch(/enquiry_notes_body_length/);
        });
        await db.query(
          `insert into public.enquiry_notes (enquiry_id, body) values ($1, 'Seen by the owner.')`,
          [id],
        );
        for (const caller of callers.filter((c) => c === 'anon' || c === 'user')) {
          await as(db, caller, async (s) => {
            if (caller === 'anon') {
              expect((await s.fail(`select * from public.enquiry_notes`)).code).toBe('42501');
            } else {
              // Signed in without a role: the table is granted, RLS shows nothing.
              expect((await s.query(`select * from public.enquiry_notes`)).rows).toEqual([]);
            }
            const write = await s.fail(
              `insert into public.enquiry_notes (enquiry_id, body) values ($1, 'Hi')`,
              [id],
            );
            expect(write.code).toBe('42501');
          });
        }
        await as(db, 'super_admin', async (s) => {
          const { rows } = await s.query(`select id from public.enquiry_notes`);
          expect(rows).toHaveLength(1);
        });
      } finally {
        await db.query(`delete from public.enquiries where id = $1`, [id]);
      }
    });
  });

  describe('the daily digest', () => {
    const digests = async () =>
      (
        await db.query<{ recipients: string[]; payload: Record<string, unknown> }>(
          `select recipients, payload from public.notification_outbox
           where kind = 'enquiry_digest' order by id`,
        )
      ).rows;

    it('is skipped when no enquiry waits for an answer', async () => {
      await rolledBack(db, async () => {
        await db.exec(`update public.enquiries set status = 'replied' where status = 'new'`);
        await insert('answered@example.test', 30, 'quoted');
        const { rows } = await db.query(`select public.queue_enquiry_digest() as id`);
        expect(rows[0]).toEqual({ id: null });
        expect(await digests()).toEqual([]);
      });
    });

    it('lists the unanswered, oldest first, marking those past the answer time', async () => {
      await rolledBack(db, async () => {
        await db.exec(`update public.enquiries set status = 'replied' where status = 'new'`);
        const late = await insert('late@example.test', 30);
        const fresh = await insert('fresh@example.test', 1);
        await insert('done@example.test', 40, 'won');
        await db.query(`select public.queue_enquiry_digest()`);
        const [digest, ...more] = await digests();
        expect(more).toEqual([]);
        expect(digest?.recipients).toEqual(['admin@example.test', 'super-admin@example.test']);
        expect(digest?.payload).toMatchObject({ total: 2, overdue: 1 });
        const listed = digest?.payload.enquiries as { id: string; overdue: boolean }[];
        expect(listed.map(({ id, overdue }) => ({ id, overdue }))).toEqual([
          { id: late, overdue: true },
          { id: fresh, overdue: false },
        ]);
      });
    });

    it('runs on the schedule of the setting, and nobody but the server queues one', async () => {
      await rolledBack(db, async () => {
        const job = async () =>
          (
            await db.query<{ schedule: string; command: string }>(
              `select schedule, command from cron.job where jobname = 'enquiry-digest'`,
            )
          ).rows;
        expect(await job()).toEqual([
          { schedule: '0 5 * * *', command: 'select public.queue_enquiry_digest()' },
        ]);
        await db.exec(`update public.notification_settings set digest_schedule = '30 6 * * 1-5'`);
        expect((await job())[0]?.schedule).toBe('30 6 * * 1-5');
        await db.exec('savepoint bad_schedule');
        await expect(
          db.exec(`update public.notification_settings set digest_schedule = 'daily'`),
        ).rejects.toThrow(/notification_settings_digest_schedule/);
        await db.exec('rollback to savepoint bad_schedule');
      });
      for (const caller of callers) {
        await as(db, caller, async (s) => {
          expect((await s.fail(`select public.queue_enquiry_digest()`)).code).toBe('42501');
        });
      }
    });
  });

  describe('the dashboard figures', () => {
    it('counts the week’s enquiries, the median time to first answer and the won, admins only', async () => {
      /** The figures as `caller` sees them, or the refusal's message. */
      const figures = async (caller: 'user' | 'admin') => {
        await db.exec(`savepoint figures; set local role authenticated`);
        await db.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify(claimsFor(caller)),
        ]);
        const result = await db
          .query(`select * from public.enquiry_pipeline_figures()`)
          .then(({ rows }) => rows[0])
          .catch((error: Error) => error.message);
        await db.exec(`rollback to savepoint figures; reset role`);
        return result;
      };
      await rolledBack(db, async () => {
        await db.exec(`delete from public.enquiries`);
        // Received 2, 4 and 6 days ago, answered after 1, 3 and 8 hours.
        for (const [hoursAgo, after] of [
          [48, 1],
          [96, 3],
          [144, 8],
        ] as const) {
          const id = await insert(`week-${hoursAgo}@example.test`, hoursAgo);
          await db.query(`update public.enquiries set status = 'replied' where id = $1`, [id]);
          // The trigger keeps first_answered_at; set the answer time as if it had happened then.
          await db.exec(`alter table public.enquiries disable trigger enquiries_track_pipeline`);
          await db.query(
            `update public.enquiries set first_answered_at = created_at + make_interval(hours => $2)
             where id = $1`,
            [id, after],
          );
          await db.exec(`alter table public.enquiries enable trigger enquiries_track_pipeline`);
        }
        await insert('waiting@example.test', 5);
        // Won this week: one received this week, and one from last month that was won again
        // today; one won last month and left so does not count.
        await insert('old-won@example.test', 24 * 30, 'won');
        await insert('older-won@example.test', 24 * 40, 'won');
        await db.exec(`update public.enquiries set status = 'won' where email = 'week-48@example.test';
          update public.enquiries set status = 'quoted' where email = 'old-won@example.test';
          update public.enquiries set status = 'won' where email = 'old-won@example.test'`);

        expect(await figures('admin')).toEqual({
          received: 4,
          answered: 3,
          median_first_answer_seconds: 3 * 3600,
          won: 2,
        });
        expect(await figures('user')).toBe('Only admins may read the pipeline figures.');
      });
    });

    it('has no median when nothing was answered', async () => {
      await rolledBack(db, async () => {
        await db.exec(`delete from public.enquiries`);
        await insert('alone@example.test', 2);
        await db.exec(`set local role authenticated`);
        await db.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify(claimsFor('admin')),
        ]);
        const { rows } = await db.query(`select * from public.enquiry_pipeline_figures()`);
        expect(rows[0]).toEqual({
          received: 1,
          answered: 0,
          median_first_answer_seconds: null,
          won: 0,
        });
      });
    });
  });
});

/**
 * Spam caps on visitors' enquiries, on PGlite and PostgreSQL 15: one row per request, an hourly
 * cap per client address (from the gateway's headers) and an overall one, each refused with a
 * message the form shows as is. Admins and the service role are not capped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../packages/local-supabase/src/engines/database.ts';
import { as, createUsers, engines, visitorWrite, type Session } from './support/database.ts';

const insertOne = (email: string) =>
  visitorWrite('submit_enquiry', { name: 'Visitor', email, message: 'Hello there' });

/** Makes the session's requests come from `address`, as PostgREST passes the gateway's headers. */
const from = (session: Session, address: string) =>
  session.query(`select set_config('request.headers', $1, true)`, [
    JSON.stringify({ 'cf-connecting-ip': address, 'x-forwarded-for': `${address}, 10.0.0.1` }),
  ]);

describe.each(engines)('enquiry caps on $name', (engine) => {
  let db: Database;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, stop } = await engine.open());
    await createUsers(db);
    await db.exec(`update public.submission_limits
      set enquiries_per_client_per_hour = 3, enquiries_per_hour = 5, min_seconds_to_submit = 0`);
    // (The form token and the time-to-submit check have their own file: enquiry-form-token.test.ts.)
  });
  afterAll(() => stop?.());

  it('a visitor stores one enquiry per request: an array insert is refused as a whole', async () => {
    await as(db, 'anon', async (session) => {
      await from(session, '198.51.100.1');
      // Straight into the table is refused; the function takes one JSON object, not an array.
      expect(
        await session.fail(
          `insert into public.enquiries (name, email, message)
           values ('A', 'a@example.test', 'One'), ('B', 'b@example.test', 'Two')`,
        ),
      ).toEqual({ code: '42501', message: 'permission denied for table enquiries' });
      const error = await session.fail(
        visitorWrite('submit_enquiry', [
          { name: 'A', email: 'a@example.test', message: 'One' },
          { name: 'B', email: 'b@example.test', message: 'Two' },
        ]),
      );
      expect(error).toMatchObject({ code: 'PT400', message: 'Send one enquiry as a JSON object.' });
      const [row] = await session.inspect<{ n: number }>(
        `select count(*)::int as n from public.enquiries where email in ('a@example.test', 'b@example.test')`,
      );
      expect(row?.n).toBe(0);
      await session.query(insertOne('c@example.test'));
    });
  });

  it('refuses a client past its hourly cap with what to do instead; others still get through', async () => {
    await as(db, 'anon', async (session) => {
      await from(session, '198.51.100.2');
      for (const n of [1, 2, 3]) await session.query(insertOne(`rotating${n}@example.test`));
      const error = await session.fail(insertOne('rotating4@example.test'));
      expect(error).toMatchObject({
        code: 'PT429',
        message:
          'Too many enquiries from your connection in the last hour. Please try again later, or write to us on WhatsApp or by email.',
      });
      // A spoofed x-forwarded-for does not change the address Cloudflare reported.
      await session.query(`select set_config('request.headers', $1, true)`, [
        JSON.stringify({ 'cf-connecting-ip': '198.51.100.2', 'x-forwarded-for': '203.0.113.9' }),
      ]);
      expect((await session.fail(insertOne('rotating5@example.test'))).code).toBe('PT429');
      await from(session, '198.51.100.3');
      await session.query(insertOne('someone.else@example.test'));
    });
  });

  it('refuses everyone past the overall hourly cap', async () => {
    await as(db, 'anon', async (session) => {
      let address = 10;
      for (const n of [1, 2, 3, 4, 5]) {
        await from(session, `198.51.100.${address++}`);
        await session.query(insertOne(`flood${n}@example.test`));
      }
      await from(session, `198.51.100.${address}`);
      const error = await session.fail(insertOne('flood6@example.test'));
      expect(error).toMatchObject({
        code: 'PT429',
        message:
          'We are receiving an unusual number of enquiries right now. Please try again in a little while, or write to us on WhatsApp or by email.',
      });
    });
  });

  it('admins are not capped', async () => {
    await as(db, 'admin', async (session) => {
      await from(session, '198.51.100.50');
      for (const n of [1, 2, 3, 4, 5, 6]) await session.query(insertOne(`staff${n}@example.test`));
      await session.query(
        `insert into public.enquiries (name, email, message)
         values ('A', 'a@example.test', 'One'), ('B', 'b@example.test', 'Two')`,
      );
    });
  });

  it('visitors cannot read or change the caps or the address log', async () => {
    await as(db, 'anon', async (session) => {
      for (const sql of [
        `select * from public.submission_limits`,
        `update public.submission_limits set enquiries_per_hour = 100000`,
        `select * from public.submission_clients`,
        `delete from public.submission_clients`,
      ]) {
        expect((await session.fail(sql)).code).toBe('42501');
      }
    });
  });
});

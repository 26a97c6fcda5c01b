/**
 * The time-to-submit check and the challenge past a cap, on PGlite and PostgreSQL 15
 * (docs/decisions.md#enquiry-form-token): an enquiry through the API needs a form token issued
 * at least `min_seconds_to_submit` before; past a cap, with the challenge on, the refusal asks
 * for it, and a passed token lets one enquiry through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../packages/local-supabase/src/engines/database.ts';
import { as, createUsers, engines, visitorWrite, type Session } from './support/database.ts';

const insert = (email: string) =>
  visitorWrite('submit_enquiry', { name: 'Visitor', email, message: 'Hello there' });

/**
 * Makes the session's next requests come through the API from `address`, with the form token in
 * the `x-enquiry-token` header, as PostgREST passes them.
 */
const from = (session: Session, address: string, token?: string | null) =>
  session.query(`select set_config('request.headers', $1, true)`, [
    JSON.stringify({ 'cf-connecting-ip': address, ...(token ? { 'x-enquiry-token': token } : {}) }),
  ]);

/** Sends an enquiry from `address` with `token`; returns the refusal when `fails`. */
async function send(session: Session, address: string, email: string, token: string | null) {
  await from(session, address, token);
  await session.query(insert(email));
}
async function refused(session: Session, address: string, email: string, token: string | null) {
  await from(session, address, token);
  return session.fail(insert(email));
}

describe.each(engines)('enquiry form token on $name', (engine) => {
  let db: Database;
  let stop: () => Promise<void>;

  /** A token signed as if issued `secondsAgo` ago (and passed `passedAgo` ago). */
  const tokenFrom = async (secondsAgo: number, passedAgo?: number, session?: Session) => {
    const run = session
      ? (sql: string, params: unknown[]) => session.inspect<{ token: string }>(sql, params)
      : async (sql: string, params: unknown[]) =>
          (await db.query<{ token: string }>(sql, params)).rows;
    const rows = await run(
      `select public.sign_enquiry_form_token(
         public.epoch_ms(clock_timestamp() - make_interval(secs => $1)),
         case when $2::float8 is null then 0
           else public.epoch_ms(clock_timestamp() - make_interval(secs => $2::float8)) end) as token`,
      [secondsAgo, passedAgo ?? null],
    );
    return rows[0]!.token;
  };

  beforeAll(async () => {
    ({ db, stop } = await engine.open());
    await createUsers(db);
    await db.exec(`update public.submission_limits
      set enquiries_per_client_per_hour = 2, enquiries_per_hour = 50, min_seconds_to_submit = 3`);
  });
  afterAll(() => stop?.());

  it('a visitor gets a signed token from the database; the secret is out of reach', async () => {
    await as(db, 'anon', async (session) => {
      const [row] = (
        await session.query<{ token: string }>(`select public.enquiry_form_token() as token`)
      ).rows;
      expect(row?.token).toMatch(/^\d+\.0\.[0-9a-f]{64}$/);
      await send(
        session,
        '192.0.2.1',
        'kept@example.test',
        await tokenFrom(10, undefined, session),
      );
      for (const forbidden of [
        `select * from public.submission_token_secret`,
        `select * from public.submission_challenge_passes`,
        `select public.pass_enquiry_challenge('1.0.${'0'.repeat(64)}')`,
        `select public.sign_enquiry_form_token(1, 2)`,
      ]) {
        expect((await session.fail(forbidden)).code).toBe('42501');
      }
    });
  });

  it('refuses a form sent sooner than the setting allows, saying what to do', async () => {
    await as(db, 'anon', async (session) => {
      const error = await refused(
        session,
        '192.0.2.2',
        'quick@example.test',
        await tokenFrom(1, undefined, session),
      );
      expect(error).toMatchObject({
        code: 'PT429',
        hint: 'too-fast',
        message:
          'That was quicker than we expected anyone to fill in the form. Please check your details and send it again in a few seconds, or write to us on WhatsApp or by email.',
      });
      await send(
        session,
        '192.0.2.2',
        'patient@example.test',
        await tokenFrom(3.5, undefined, session),
      );
    });
  });

  it('refuses a missing, forged or altered token with 400', async () => {
    const good = await tokenFrom(60);
    const [issued, , signature] = good.split('.');
    await as(db, 'anon', async (session) => {
      for (const token of [
        null,
        'not a token',
        `${Number(issued) - 60_000}.0.${signature}`,
        `${issued}.${Date.now()}.${signature}`,
        `${issued}.0.${'a'.repeat(64)}`,
        'x'.repeat(5000),
      ]) {
        const error = await refused(session, '192.0.2.3', 'forged@example.test', token);
        expect(error).toMatchObject({ code: 'PT400', hint: 'form-token' });
        expect(error.message).toMatch(/wait a few seconds and send it again/);
      }
      await send(session, '192.0.2.3', 'genuine@example.test', good);
    });
  });

  it('0 turns the check off, and requests outside the API are not checked', async () => {
    await as(db, 'anon', async (session) => {
      await session.query(insert('no-headers@example.test'));
    });
    await db.exec(`update public.submission_limits set min_seconds_to_submit = 0`);
    try {
      await as(db, 'anon', async (session) => {
        await send(session, '192.0.2.4', 'off@example.test', null);
      });
    } finally {
      await db.exec(`update public.submission_limits set min_seconds_to_submit = 3`);
    }
  });

  it('past the cap: refused with hint "wait", or "challenge" when the challenge is on', async () => {
    await as(db, 'anon', async (session) => {
      const token = await tokenFrom(10, undefined, session);
      for (const n of [1, 2]) await send(session, '192.0.2.5', `capped${n}@example.test`, token);
      const error = await refused(session, '192.0.2.5', 'capped3@example.test', token);
      expect(error).toMatchObject({ code: 'PT429', hint: 'wait' });
      expect(error.message).toMatch(/try again later, or write to us on WhatsApp or by email/);
      await session.inspect(`update public.submission_limits set challenge_past_cap = true`);
      expect(await refused(session, '192.0.2.5', 'capped3@example.test', token)).toMatchObject({
        code: 'PT429',
        hint: 'challenge',
      });
    });
  });

  it('a passed token lets one enquiry through the cap, once, within an hour', async () => {
    await as(db, 'anon', async (session) => {
      await session.inspect(`update public.submission_limits set challenge_past_cap = true`);
      const token = await tokenFrom(10, undefined, session);
      for (const n of [1, 2]) await send(session, '192.0.2.6', `human${n}@example.test`, token);
      const stale = await tokenFrom(7200, 3700, session);
      expect((await refused(session, '192.0.2.6', 'human3@example.test', stale)).hint).toBe(
        'challenge',
      );
      const passed = await tokenFrom(20, 5, session);
      await send(session, '192.0.2.6', 'human3@example.test', passed);
      expect(await refused(session, '192.0.2.6', 'human4@example.test', passed)).toMatchObject({
        code: 'PT429',
        hint: 'challenge',
      });
      const [count] = await session.inspect<{ n: number }>(
        `select count(*)::int as n from public.enquiries where email like 'human%'`,
      );
      expect(count?.n).toBe(3);
    });
  });

  it('the service role turns a form token into a passed one, keeping its issue time', async () => {
    const token = await tokenFrom(30);
    await db.exec('begin');
    try {
      await db.exec('set local role service_role');
      const { rows } = await db.query<{ pass: string }>(
        `select public.pass_enquiry_challenge($1) as pass`,
        [token],
      );
      const pass = rows[0]!.pass;
      expect(pass.split('.')[0]).toBe(token.split('.')[0]);
      expect(Number(pass.split('.')[1])).toBeGreaterThan(0);
      await expect(
        db.query(`select public.pass_enquiry_challenge('forged')`),
      ).rejects.toMatchObject({ code: 'PT400' });
    } finally {
      await db.exec('rollback');
    }
  });
});

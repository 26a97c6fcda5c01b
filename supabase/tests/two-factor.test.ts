/**
 * Two-factor sign-in for admins in the database (docs/architecture.md#two-factor-sign-in): once
 * an admin has a verified factor, admin rights need an aal2 session; a super admin can require
 * a factor of every admin. First every caller x session level x factor x the site rule, as
 * PostgREST sets the claims; then real tokens from local-supabase's auth sent to its PostgREST,
 * not through the admin's guard, on both engines.
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRateLimits } from '../../packages/local-supabase/src/config.ts';
import type { Database } from '../../packages/local-supabase/src/engines/database.ts';
import { postgresAvailable } from '../../packages/local-supabase/src/engines/postgres.ts';
import { anonKey, serviceRoleKey } from '../../packages/local-supabase/src/keys.ts';
import { startLocalSupabase, type LocalSupabase } from '../../packages/local-supabase/src/start.ts';
import {
  callers,
  claimsFor,
  createUsers,
  engines,
  userIds,
  type Caller,
} from './support/database.ts';

type Aal = 'aal1' | 'aal2';

interface Situation {
  caller: Caller;
  aal: Aal;
  /** Whether the caller has a verified TOTP factor. */
  factor: boolean;
  /** Whether a super admin requires two-factor sign-in for every admin. */
  required: boolean;
}

/** What the caller gets: is_admin(), is_super_admin(), and whether a package insert goes in. */
function expected({ caller, aal, factor, required }: Situation) {
  const staff = caller === 'admin' || caller === 'super_admin';
  const strong = aal === 'aal2' || (!factor && !required);
  return {
    isAdmin: staff && strong,
    isSuperAdmin: caller === 'super_admin' && strong,
    writes: staff && strong,
  };
}

async function situationOutcome(db: Database, s: Situation) {
  await db.exec('begin');
  try {
    if (s.required)
      await db.exec('update public.security_settings set require_admin_two_factor = true');
    if (s.factor && s.caller !== 'anon') {
      await db.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
         values (gen_random_uuid(), $1, '', 'totp', 'verified', 'JBSWY3DPEHPK3PXP')`,
        [userIds[s.caller]],
      );
    }
    const claims = { ...claimsFor(s.caller), ...(s.caller === 'anon' ? {} : { aal: s.aal }) };
    await db.exec(`set local role ${s.caller === 'anon' ? 'anon' : 'authenticated'}`);
    await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    const { rows } = await db.query<{ is_admin: boolean; is_super_admin: boolean }>(
      'select public.is_admin() as is_admin, public.is_super_admin() as is_super_admin',
    );
    await db.exec('savepoint write');
    let writes: boolean;
    try {
      await db.query(
        `insert into public.packages (slug, title, price_usd, duration, days, category)
         values ('two-factor-package', 'Two-factor package', 100, '1 day', 1, 'birding')`,
      );
      writes = true;
    } catch (error) {
      expect(String(error)).toMatch(/row-level security|permission denied/);
      writes = false;
      await db.exec('rollback to savepoint write');
    }
    return { isAdmin: rows[0]?.is_admin, isSuperAdmin: rows[0]?.is_super_admin, writes };
  } finally {
    await db.exec('rollback');
  }
}

const situations: Situation[] = callers.flatMap((caller) =>
  (['aal1', 'aal2'] as const).flatMap((aal) =>
    [false, true].flatMap((factor) =>
      [false, true].map((required) => ({ caller, aal, factor, required })),
    ),
  ),
);

describe.each(engines)('admin rights and the session level on $name', (engine) => {
  let db: Database;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, stop } = await engine.open({ demo: false }));
    await createUsers(db);
  });
  afterAll(() => stop?.());

  it.each(situations)('$caller, $aal, factor $factor, required $required', async (situation) => {
    expect(await situationOutcome(db, situation)).toEqual(expected(situation));
  });

  it('lets only a super admin change the rule, and stamps who did', async () => {
    for (const caller of callers) {
      await db.exec('begin');
      try {
        await db.exec(`set local role ${caller === 'anon' ? 'anon' : 'authenticated'}`);
        await db.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify(claimsFor(caller)),
        ]);
        await db.exec('savepoint change');
        const changed = await db
          .query('update public.security_settings set require_admin_two_factor = true')
          .then(
            (result) => result.affectedRows,
            () => -1,
          );
        if (changed < 0) await db.exec('rollback to savepoint change');
        expect(changed, caller).toBe(caller === 'super_admin' ? 1 : caller === 'anon' ? -1 : 0);
        await db.exec('reset role');
        const { rows } = await db.query<{ on: boolean; by: string | null }>(
          'select require_admin_two_factor as on, updated_by as by from public.security_settings',
        );
        expect(rows).toEqual([
          caller === 'super_admin'
            ? { on: true, by: userIds.super_admin }
            : { on: false, by: null },
        ]);
      } finally {
        await db.exec('rollback');
      }
    }
  });
});

// Real tokens through PostgREST ------------------------------------------------------------------

const password = 'correct-horse-battery';
const backendEngines = ['pglite', ...(postgresAvailable() ? ['postgres' as const] : [])] as const;

function codeFor(secret: string, offsetSteps: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}

/** A JWT's claims (the test reads what the server signed; the signature is PostgREST's to check). */
function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

describe.each(backendEngines)('an aal1 token sent to PostgREST on %s', (engine) => {
  let backend: LocalSupabase;
  const tokens = new Map<string, string>();

  /** GoTrue's HTTP API as supabase-js calls it; answers the JSON body. */
  async function auth(path: string, body: unknown, token?: string) {
    const response = await fetch(`${backend.url}/auth/v1${path}`, {
      method: 'POST',
      headers: {
        apikey: token ? anonKey : serviceRoleKey,
        authorization: `Bearer ${token ?? serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown>;
    expect(response.status, JSON.stringify(json)).toBe(200);
    return json;
  }

  async function signIn(email: string): Promise<string> {
    const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const session = (await response.json()) as { access_token: string };
    expect(response.status).toBe(200);
    return session.access_token;
  }

  /** A package insert with the token, straight to /rest/v1 as any HTTP client could send it. */
  async function insertPackage(token: string | undefined, slug: string) {
    const response = await fetch(`${backend.url}/rest/v1/packages`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${token ?? anonKey}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body: JSON.stringify({
        slug,
        title: 'Two-factor package',
        price_usd: 100,
        duration: '1 day',
        days: 1,
        category: 'birding',
      }),
    });
    return { status: response.status, body: await response.text() };
  }

  beforeAll(async () => {
    backend = await startLocalSupabase({ engine, port: 0, auth: { rateLimits: testRateLimits } });
    for (const caller of ['user', 'admin', 'super_admin'] as const) {
      const email = `two-factor-${caller.replace('_', '-')}@example.test`;
      const { id } = await auth('/admin/users', { email, password, email_confirm: true });
      if (caller !== 'user') {
        await backend.db.query('insert into public.user_roles (user_id, role) values ($1, $2)', [
          id,
          caller,
        ]);
      }
      // Each enrols a factor and verifies it (aal2), then signs in again with the password only.
      const first = await signIn(email);
      const factor = (await auth('/factors', { factor_type: 'totp' }, first)) as {
        id: string;
        totp: { secret: string };
      };
      const challenge = await auth(`/factors/${factor.id}/challenge`, {}, first);
      const verified = await auth(
        `/factors/${factor.id}/verify`,
        { challenge_id: challenge.id, code: codeFor(factor.totp.secret, 0) },
        first,
      );
      tokens.set(`${caller} aal2`, String(verified.access_token));
      tokens.set(`${caller} aal1`, await signIn(email));
    }
  }, 180_000);
  afterAll(() => backend?.stop());

  it('carries the level the sign-in reached', () => {
    expect(claimsOf(tokens.get('admin aal1') ?? '').aal).toBe('aal1');
    expect(claimsOf(tokens.get('admin aal2') ?? '').aal).toBe('aal2');
  });

  it.each([
    ['anon', undefined, 401],
    ['user', 'aal1', 403],
    ['user', 'aal2', 403],
    ['admin', 'aal1', 403],
    ['admin', 'aal2', 201],
    ['super_admin', 'aal1', 403],
    ['super_admin', 'aal2', 201],
  ] as const)('%s with %s: %i', async (caller, aal, status) => {
    const token = aal ? tokens.get(`${caller} ${aal}`) : undefined;
    const slug = `two-factor-${caller.replace('_', '-')}-${aal ?? 'anon'}`;
    const result = await insertPackage(token, slug);
    expect(result.status, result.body).toBe(status);
    const { rows } = await backend.db.query('select 1 from public.packages where slug = $1', [
      slug,
    ]);
    expect(rows.length).toBe(status === 201 ? 1 : 0);
    if (status !== 201) expect(result.body).toMatch(/42501/);
  });
});

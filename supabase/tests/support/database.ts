/**
 * Shared set-up for the database tests: both engines with the schema and seed applied once per
 * test file, four callers (anon, a signed-in user without a role row, an admin, a super admin)
 * and a way to run statements as one of them exactly as PostgREST does, inside a transaction
 * that is always rolled back.
 */
import type { Database } from '../../../packages/local-supabase/src/engines/database.ts';
import { startPglite } from '../../../packages/local-supabase/src/engines/pglite.ts';
import { startPostgres } from '../../../packages/local-supabase/src/engines/postgres.ts';
import { applySchema } from '../../../packages/local-supabase/src/migrate.ts';

export interface Engine {
  name: 'PGlite' | 'PostgreSQL 15';
  /**
   * A fresh database with bootstrap, migrations and seed applied (with the demo content unless
   * `seed.demo` is false).
   */
  open(seed?: { demo?: boolean }): Promise<{ db: Database; stop: () => Promise<void> }>;
}

/** PGlite (Postgres 17 in WASM, local-supabase's default) and a throwaway PostgreSQL 15 cluster. */
export const engines: Engine[] = [
  {
    name: 'PGlite',
    async open(seed = {}) {
      const db = await startPglite();
      await applySchema(db, seed);
      return { db, stop: () => db.close() };
    },
  },
  {
    name: 'PostgreSQL 15',
    async open(seed = {}) {
      const cluster = await startPostgres();
      const db = await cluster.connect();
      await applySchema(db, seed);
      return {
        db,
        stop: async () => {
          await db.close();
          await cluster.stop();
        },
      };
    },
  },
];

/** Who is calling: a visitor, a signed-in user with no role row, an admin, a super admin. */
export type Caller = 'anon' | 'user' | 'admin' | 'super_admin';
/** Every caller, weakest first: the matrix's columns. */
export const callers: Caller[] = ['anon', 'user', 'admin', 'super_admin'];

/** Fixed ids for the test users, created by `createUsers`. */
export const userIds: Record<Exclude<Caller, 'anon'>, string> = {
  user: '00000000-0000-4000-8000-000000000001',
  admin: '00000000-0000-4000-8000-000000000002',
  super_admin: '00000000-0000-4000-8000-000000000003',
};

/**
 * Three auth users; the admin and the super admin get a user_roles row, the plain user none
 * (their role must default to 'user'). The seed has no users, so the tests make their own.
 */
export async function createUsers(db: Database): Promise<void> {
  for (const [caller, id] of Object.entries(userIds)) {
    await db.query(
      `insert into auth.users (id, aud, role, email, email_confirmed_at)
       values ($1, 'authenticated', 'authenticated', $2, now())`,
      [id, `${caller.replace('_', '-')}@example.test`],
    );
  }
  await db.query(
    `insert into public.user_roles (user_id, role) values ($1, 'admin'), ($2, 'super_admin')`,
    [userIds.admin, userIds.super_admin],
  );
}

/** The JWT claims PostgREST would put in `request.jwt.claims` for each caller. */
export function claimsFor(caller: Caller): Record<string, unknown> {
  if (caller === 'anon') return { role: 'anon', iss: 'supabase-demo' };
  return {
    sub: userIds[caller],
    role: 'authenticated',
    aud: 'authenticated',
    email: `${caller.replace('_', '-')}@example.test`,
    aal: 'aal1',
    session_id: '00000000-0000-4000-8000-0000000000ff',
  };
}

/** A connection handle whose statements run as the caller. */
export interface Session {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: Row[]; affectedRows: number }>;
  /**
   * Runs a statement that must fail, inside a savepoint so the transaction goes on, and returns
   * the error.
   */
  fail(sql: string, params?: unknown[]): Promise<{ message: string; code: string; hint?: string }>;
  /** Runs as the superuser inside the same transaction (to inspect what the caller did). */
  inspect<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/**
 * Runs `body` as `caller` the way PostgREST does (`set local role`, then the JWT claims as a
 * transaction-local setting) and rolls everything back afterwards, whatever happened.
 */
export async function as<T>(
  db: Database,
  caller: Caller,
  body: (session: Session) => Promise<T>,
): Promise<T> {
  const role = caller === 'anon' ? 'anon' : 'authenticated';
  const claims = JSON.stringify(claimsFor(caller));
  const become = async () => {
    await db.exec(`set local role ${role}`);
    await db.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
  };
  await db.exec('begin');
  try {
    await become();
    return await body({
      query: (sql, params) => db.query(sql, params),
      async fail(sql, params) {
        await db.exec('savepoint expected_failure');
        const result = await failure(db.query(sql, params)).catch((error: unknown) => error);
        if (result instanceof Error) {
          await db.exec('release savepoint expected_failure');
          throw new Error(`Expected to fail, but it succeeded: ${sql}`);
        }
        await db.exec('rollback to savepoint expected_failure');
        return result as { message: string; code: string; hint?: string };
      },
      async inspect(sql, params) {
        await db.exec('reset role');
        try {
          return (await db.query(sql, params)).rows as never;
        } finally {
          await become();
        }
      },
    });
  } finally {
    await db.exec('rollback');
  }
}

/** Runs `body` as the superuser in a transaction that is rolled back. */
export async function rolledBack<T>(db: Database, body: () => Promise<T>): Promise<T> {
  await db.exec('begin');
  try {
    return await body();
  } finally {
    await db.exec('rollback');
  }
}

/** The error a statement raised, for asserting its exact message and SQLSTATE. */
export async function failure(
  promise: Promise<unknown>,
): Promise<{ message: string; code: string; hint?: string }> {
  try {
    await promise;
  } catch (error) {
    const { message, code, hint } = error as { message: string; code?: string; hint?: string };
    return { message, code: code ?? '', ...(hint ? { hint } : {}) };
  }
  throw new Error('Expected the statement to fail, but it succeeded.');
}

/** The visitor-write functions (docs/decisions.md#visitor-writes). */
export type VisitorWrite = 'submit_enquiry' | 'submit_testimonial' | 'record_analytics_event';

/**
 * SQL that sends `value` through a visitor-write function, as PostgREST's `POST /rpc/<name>`
 * does: the JSON goes in as `jsonb`, unchanged.
 */
export function visitorWrite(fn: VisitorWrite, value: unknown): string {
  return `select public.${fn}('${JSON.stringify(value).replaceAll("'", "''")}'::jsonb)`;
}

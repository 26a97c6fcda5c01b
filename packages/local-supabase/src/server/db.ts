import pg from 'pg';
import type { Claims } from '../jwt.ts';

/** Anything that runs one parameterised statement: a pool, a transaction, a test client. */
export interface Sql {
  query<Row = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<{ rows: Row[]; rowCount: number | null }>;
}

/** The API roles a JWT may select; anything else is refused before it reaches `set role`. */
export const apiRoles = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof apiRoles)[number];

export function isApiRole(role: unknown): role is ApiRole {
  return typeof role === 'string' && (apiRoles as readonly string[]).includes(role);
}

/**
 * Our own connection pool to the engine (through the PGlite socket or to PostgreSQL), as the
 * superuser. Everything that must obey Row Level Security runs through `asRole`.
 */
export class Db implements Sql {
  readonly pool: pg.Pool;

  constructor(connectionString: string, max: number) {
    this.pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 10_000 });
    // A dropped idle connection (engine stopping) must not crash the process.
    this.pool.on('error', () => undefined);
  }

  query<Row = Record<string, unknown>>(text: string, params: unknown[] = []) {
    return this.pool.query(text, params) as unknown as Promise<{
      rows: Row[];
      rowCount: number | null;
    }>;
  }

  async transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const result = await fn(client as unknown as Sql);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * A transaction under the caller's role with their claims in `request.jwt.claims`, exactly as
   * PostgREST runs a request, so the policies of supabase/migrations decide.
   */
  asRole<T>(claims: Claims & { role: ApiRole }, fn: (tx: Sql) => Promise<T>): Promise<T> {
    return this.transaction(async (tx) => {
      await tx.query(`set local role ${claims.role}`);
      await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)]);
      return fn(tx);
    });
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

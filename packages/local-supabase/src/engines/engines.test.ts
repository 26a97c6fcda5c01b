import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { startPglite } from './pglite.ts';
import { startPostgres, type PostgresCluster } from './postgres.ts';
import { applySchema } from '../migrate.ts';

const userId = '5d3c6f2e-8a4b-4c1d-9e2f-0a1b2c3d4e5f';

function engineSuite(
  name: string,
  open: () => Promise<{ db: Database; stop: () => Promise<void> }>,
) {
  describe(`bootstrap on ${name}`, () => {
    let db: Database;
    let stop: () => Promise<void>;
    beforeAll(async () => {
      ({ db, stop } = await open());
      await applySchema(db, { seed: false, dir: '/nonexistent' });
    });
    afterAll(() => stop());

    it('creates the API roles with service_role bypassing RLS', async () => {
      const { rows } = await db.query<{ rolname: string; rolbypassrls: boolean }>(
        "select rolname, rolbypassrls from pg_roles where rolname in ('anon','authenticated','service_role','authenticator') order by rolname",
      );
      expect(rows).toEqual([
        { rolname: 'anon', rolbypassrls: false },
        { rolname: 'authenticated', rolbypassrls: false },
        { rolname: 'authenticator', rolbypassrls: false },
        { rolname: 'service_role', rolbypassrls: true },
      ]);
    });

    it('reads auth.uid() and auth.role() from the JWT claims under a switched role', async () => {
      await db.exec('begin');
      await db.exec('set local role authenticated');
      await db.query("select set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ sub: userId, role: 'authenticated', email: 'a@b.co' }),
      ]);
      const { rows } = await db.query(
        'select auth.uid() as uid, auth.role() as role, auth.email() as email, current_user',
      );
      await db.exec('rollback');
      expect(rows[0]).toEqual({
        uid: userId,
        role: 'authenticated',
        email: 'a@b.co',
        current_user: 'authenticated',
      });
    });

    it('keeps auth.users away from the anon role', async () => {
      await db.exec('begin');
      await db.exec('set local role anon');
      await expect(db.query('select * from auth.users')).rejects.toThrow(/permission denied/);
      await db.exec('rollback');
    });

    it('is idempotent', async () => {
      await expect(applySchema(db, { seed: false, dir: '/nonexistent' })).resolves.toBeUndefined();
    });
  });
}

engineSuite('PGlite', async () => {
  const db = await startPglite();
  return { db, stop: () => db.close() };
});

engineSuite('PostgreSQL 15', async () => {
  const cluster: PostgresCluster = await startPostgres();
  const db = await cluster.connect();
  return {
    db,
    stop: async () => {
      await db.close();
      await cluster.stop();
    },
  };
});

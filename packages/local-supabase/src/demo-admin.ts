import { hashPassword, verifyPassword } from './auth/passwords.ts';
import { findUserByEmail, insertUser, updateUser } from './auth/users.ts';
import type { Database } from './engines/database.ts';
import { demoAdmin } from './keys.ts';
import type { Sql } from './server/db.ts';

/** Our Database as the auth model's Sql. */
export function sqlOf(db: Database): Sql {
  return {
    async query<Row>(text: string, params?: unknown[]) {
      const result = await db.query<Row>(text, params);
      return { rows: result.rows, rowCount: result.affectedRows };
    },
  };
}

/**
 * The demo super_admin of local runs (docs/decisions.md#demo-admin: never in migrations or the seed). Idempotent:
 * creates the user once, and at every start puts back the printed password and the super_admin
 * role if someone changed them, so the printed credentials always work.
 */
export async function ensureDemoAdmin(db: Database): Promise<'created' | 'restored' | 'unchanged'> {
  const sql = sqlOf(db);
  let outcome: 'created' | 'restored' | 'unchanged' = 'unchanged';
  let user = await findUserByEmail(sql, demoAdmin.email);
  if (!user) {
    user = await insertUser(sql, {
      email: demoAdmin.email,
      encryptedPassword: await hashPassword(demoAdmin.password),
      confirmed: true,
      userMetadata: { full_name: 'Demo Admin' },
    });
    outcome = 'created';
  } else if (
    !user.email_confirmed_at ||
    !(await verifyPassword(demoAdmin.password, user.encrypted_password))
  ) {
    await updateUser(sql, user.id, {
      encrypted_password: await hashPassword(demoAdmin.password),
      email_confirmed_at: user.email_confirmed_at ?? new Date(),
      banned_until: null,
    });
    outcome = 'restored';
  }
  const { rows } = await db.query<{ exists: boolean }>(
    "select to_regclass('public.user_roles') is not null as exists",
  );
  if (rows[0]?.exists) {
    // user_roles is append-only: the newest row is the role (supabase/migrations).
    const { affectedRows } = await db.query(
      `insert into public.user_roles (user_id, role)
       select $1, 'super_admin'
       where coalesce((select role::text from public.user_roles where user_id = $1
                       order by created_at desc, id desc limit 1), '') <> 'super_admin'`,
      [user.id],
    );
    if (affectedRows > 0 && outcome === 'unchanged') outcome = 'restored';
  }
  return outcome;
}

import { sessionRead } from '../auth/supabase-context.tsx';
import type { Database } from '../database.types.ts';
import { fetcher } from '../lib/read.ts';
import { roleKeys } from '../keys.ts';

/** One account on the super admin's users page. */
export type UserWithRole =
  Database['public']['Functions']['list_users_with_roles']['Returns'][number];

/** Every account with its current role (rpc list_users_with_roles; super admins only). */
export const getUsersWithRoles = fetcher((client) => client.rpc('list_users_with_roles'));

export const { use: useUsersWithRolesQuery } = sessionRead(roleKeys.users, getUsersWithRoles);

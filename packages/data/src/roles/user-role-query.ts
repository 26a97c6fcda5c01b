import { queryOptions } from '@tanstack/react-query';
import type { Enums } from '../database.types.ts';
import { abortable } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { defaultQueryRetries, withRetries } from '../lib/retry-policy.ts';
import { roleKeys } from '../keys.ts';

/** A role: user, admin or super_admin (docs/product-rules.md#roles-and-permissions). */
export type AppRole = Enums<'app_role'>;

/** The role of everyone without a role row, and of anyone whose lookup failed. */
const defaultRole: AppRole = 'user';

export interface UserRoleVariables {
  /** The signed-in user's id. */
  userId: string;
}

/**
 * The user's role: docs/product-rules.md#reads exactly (user_roles selecting role, by user_id, newest
 * created_at first, one row); 'user' when there is no row. Throws when the lookup fails.
 */
export async function getUserRole(
  client: DataClient,
  { userId }: UserRoleVariables,
  signal?: AbortSignal,
): Promise<AppRole> {
  const row = unwrap(
    await abortable(
      client
        .from('user_roles')
        .select('role')
        .eq('user_id', userId)
        .order('created_at', { ascending: false })
        .limit(1),
      signal,
    ).maybeSingle(),
  );
  return row?.role ?? defaultRole;
}

/**
 * The role for the session provider. Never fails: a lookup that still fails after the default
 * retries means 'user' (docs/product-rules.md#error-texts: "Role lookup error: treated as the plain user
 * role"). The database's RLS is the real protection either way.
 */
export function userRoleQueryOptions(client: DataClient, { userId }: UserRoleVariables) {
  return queryOptions({
    queryKey: roleKeys.user(userId),
    queryFn: async ({ signal }): Promise<AppRole> => {
      try {
        return await withRetries(() => getUserRole(client, { userId }, signal), {
          retries: defaultQueryRetries,
          signal,
        });
      } catch (error) {
        if (signal.aborted) throw error;
        return defaultRole;
      }
    },
    retry: false,
  });
}

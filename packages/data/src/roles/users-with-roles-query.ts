import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSupabaseClient } from '../auth/supabase-context.tsx';
import type { Database } from '../database.types.ts';
import { abortable, type NoVariables } from '../lib/abortable.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { roleKeys } from './keys.ts';

/** One account on the super admin's users page. */
export type UserWithRole =
  Database['public']['Functions']['list_users_with_roles']['Returns'][number];

/** Every account with its current role (rpc list_users_with_roles; super admins only). */
export async function getUsersWithRoles(
  client: DataClient,
  _variables: NoVariables = {},
  signal?: AbortSignal,
): Promise<UserWithRole[]> {
  return unwrap(await abortable(client.rpc('list_users_with_roles'), signal));
}

function usersWithRolesQueryOptions(client: DataClient) {
  return queryOptions({
    queryKey: roleKeys.users(),
    queryFn: ({ signal }) => getUsersWithRoles(client, {}, signal),
  });
}

export function useUsersWithRolesQuery() {
  return useQuery(usersWithRolesQueryOptions(useSupabaseClient()));
}

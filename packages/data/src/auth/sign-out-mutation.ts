import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../lib/use-invalidating-mutation.ts';
import { toAuthDataError } from './auth-error.ts';
import { clearPrivateQueries } from './private-queries.ts';
import type { AppSupabaseClient } from './supabase-client.ts';
import { useSupabaseClient } from './supabase-context.tsx';

export interface SignOutVariables {
  /** 'local' (this device), 'global' (every device) or 'others'. @default 'local' */
  scope?: 'local' | 'global' | 'others';
}

/** Answers that mean "already signed out on the server": ignored (docs/product-rules.md#auth-and-sessions). */
const ignoredStatuses = new Set([401, 403, 404]);

/**
 * Signs out. The server answering 401, 403 or 404 (the session or user is already gone) is not
 * an error, and neither is having no session; anything else throws.
 */
export async function signOut(
  client: AppSupabaseClient,
  { scope = 'local' }: SignOutVariables = {},
): Promise<void> {
  const { error } = await client.auth.signOut({ scope });
  if (!error) return;
  if (error.name === 'AuthSessionMissingError') return;
  if (error.status !== undefined && ignoredStatuses.has(error.status)) return;
  throw toAuthDataError(error);
}

/** Signs out and drops every cached query only a signed-in admin could read. */
export function useSignOutMutation(options?: MutationHookOptions<void, SignOutVariables | void>) {
  const client = useSupabaseClient();
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options ?? {};
  return useMutation({
    ...rest,
    mutationFn: (variables: SignOutVariables | void) => signOut(client, variables ?? {}),
    onSuccess: async (...args) => {
      clearPrivateQueries(queryClient);
      await onSuccess?.(...args);
    },
  });
}

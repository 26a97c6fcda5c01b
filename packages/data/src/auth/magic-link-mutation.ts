import { useMutation } from '@tanstack/react-query';
import { parseInput } from '../lib/parse-input.ts';
import type { MutationHookOptions } from '../lib/use-invalidating-mutation.ts';
import { toAuthDataError } from './auth-error.ts';
import { magicLinkSchema, type MagicLinkValues } from './auth.schema.ts';
import type { AppSupabaseClient } from './supabase-client.ts';
import { useSupabaseClient } from './supabase-context.tsx';

export type MagicLinkVariables = MagicLinkValues & {
  /** Where the link lands, e.g. `${origin}/auth?next=/admin`; must be allowed in Supabase's URL settings. */
  redirectTo: string;
  /** @default false (no public sign-up) */
  createUser?: boolean;
};

/**
 * Emails a sign-in link (signInWithOtp with emailRedirectTo). The session arrives when the link
 * is opened: supabase-js reads it from the URL and SessionProvider sees SIGNED_IN; a failed
 * link comes back as an error in the URL (readAuthCallbackError).
 */
export async function sendMagicLink(
  client: AppSupabaseClient,
  { redirectTo, createUser = false, ...values }: MagicLinkVariables,
): Promise<{ email: string }> {
  const { email } = parseInput(magicLinkSchema, values);
  const { error } = await client.auth.signInWithOtp({
    email,
    options: { emailRedirectTo: redirectTo, shouldCreateUser: createUser },
  });
  if (error) throw toAuthDataError(error);
  return { email };
}

export function useMagicLinkMutation(
  options?: MutationHookOptions<{ email: string }, MagicLinkVariables>,
) {
  const client = useSupabaseClient();
  return useMutation({
    retry: false,
    ...options,
    mutationFn: (variables: MagicLinkVariables) => sendMagicLink(client, variables),
  });
}

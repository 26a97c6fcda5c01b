import { useMutation } from '@tanstack/react-query';
import type { Session, User } from '@supabase/supabase-js';
import { parseInput } from '../lib/parse-input.ts';
import type { MutationHookOptions } from '../lib/use-invalidating-mutation.ts';
import { toAuthDataError } from './auth-error.ts';
import { passwordSignInSchema, type PasswordSignInValues } from './auth.schema.ts';
import type { AppSupabaseClient } from './supabase-client.ts';
import { useSupabaseClient } from './supabase-context.tsx';

/** A fresh session. SessionProvider picks it up from the SIGNED_IN event on its own. */
export interface SignInData {
  session: Session;
  user: User;
}

/** Signs in with email and password. */
export async function signInWithPassword(
  client: AppSupabaseClient,
  values: PasswordSignInValues,
): Promise<SignInData> {
  const credentials = parseInput(passwordSignInSchema, values);
  const { data, error } = await client.auth.signInWithPassword(credentials);
  if (error) throw toAuthDataError(error);
  return { session: data.session, user: data.user };
}

export function useSignInWithPasswordMutation(
  options?: MutationHookOptions<SignInData, PasswordSignInValues>,
) {
  const client = useSupabaseClient();
  return useMutation({
    // A wrong password stays wrong; GoTrue also rate-limits attempts.
    retry: false,
    ...options,
    mutationFn: (values: PasswordSignInValues) => signInWithPassword(client, values),
  });
}

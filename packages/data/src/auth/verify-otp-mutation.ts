import { useMutation } from '@tanstack/react-query';
import { parseInput } from '../lib/parse-input.ts';
import type { MutationHookOptions } from '../lib/use-invalidating-mutation.ts';
import { toAuthDataError } from './auth-error.ts';
import { verifyOtpSchema, type VerifyOtpValues } from './auth.schema.ts';
import type { SignInData } from './sign-in-password-mutation.ts';
import type { AppSupabaseClient } from './supabase-client.ts';
import { useSupabaseClient } from './supabase-context.tsx';

/** Checks the one-time code sent by email ('email' type) or text message ('sms') and signs in. */
export async function verifyOtp(
  client: AppSupabaseClient,
  values: VerifyOtpValues,
): Promise<SignInData> {
  const { email, phone, token } = parseInput(verifyOtpSchema, values);
  const { data, error } = email
    ? await client.auth.verifyOtp({ email, token, type: 'email' })
    : await client.auth.verifyOtp({ phone: phone as string, token, type: 'sms' });
  if (error) throw toAuthDataError(error);
  if (!data.session || !data.user) {
    throw toAuthDataError({ name: 'AuthSessionMissingError', status: 400 });
  }
  return { session: data.session, user: data.user };
}

export function useVerifyOtpMutation(options?: MutationHookOptions<SignInData, VerifyOtpValues>) {
  const client = useSupabaseClient();
  return useMutation({
    retry: false,
    ...options,
    mutationFn: (values: VerifyOtpValues) => verifyOtp(client, values),
  });
}

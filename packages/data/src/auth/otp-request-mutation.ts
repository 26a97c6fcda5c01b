import { useMutation } from '@tanstack/react-query';
import { parseInput } from '../lib/parse-input.ts';
import type { MutationHookOptions } from '../lib/use-invalidating-mutation.ts';
import { toAuthDataError } from './auth-error.ts';
import { otpRequestSchema, type OtpRequestValues } from './auth.schema.ts';
import type { AppSupabaseClient } from './supabase-client.ts';
import { useSupabaseClient } from './supabase-context.tsx';

export type OtpRequestVariables = OtpRequestValues & {
  /**
   * Create an account when none exists. Off: the site has no public sign-up, accounts are made
   * by the operator. @default false
   */
  createUser?: boolean;
};

/** Where the code went, for the "enter the code" step. */
export interface OtpRequestData {
  channel: 'email' | 'phone';
  /** The address or number, as normalised. */
  to: string;
}

/**
 * Sends a one-time sign-in code by email or text message. Validated first: without an email or
 * a phone this throws 'You must provide either an email or phone number.' (docs/product-rules.md#validation)
 * and sends nothing.
 */
export async function requestOtp(
  client: AppSupabaseClient,
  { createUser = false, ...values }: OtpRequestVariables,
): Promise<OtpRequestData> {
  const { email, phone } = parseInput(otpRequestSchema, values);
  const options = { shouldCreateUser: createUser };
  const { error } = email
    ? await client.auth.signInWithOtp({ email, options })
    : await client.auth.signInWithOtp({ phone: phone as string, options });
  if (error) throw toAuthDataError(error);
  return email ? { channel: 'email', to: email } : { channel: 'phone', to: phone as string };
}

export function useOtpRequestMutation(
  options?: MutationHookOptions<OtpRequestData, OtpRequestVariables>,
) {
  const client = useSupabaseClient();
  return useMutation({
    // Each attempt sends a message; the person asks again if needed.
    retry: false,
    ...options,
    mutationFn: (variables: OtpRequestVariables) => requestOtp(client, variables),
  });
}

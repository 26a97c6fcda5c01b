// The sign-in steps: password, one-time code (request and verify) and magic link. The session
// arrives through SessionProvider's SIGNED_IN event on its own.
import type { Session, User } from '@supabase/supabase-js';
import { parseInput } from '../lib/parse-input.ts';
import { toAuthDataError, unwrapAuth } from './auth-error.ts';
import {
  magicLinkSchema,
  otpRequestSchema,
  passwordSignInSchema,
  verifyOtpSchema,
  type MagicLinkValues,
  type OtpRequestValues,
  type PasswordSignInValues,
  type VerifyOtpValues,
} from './auth.schema.ts';
import type { AppSupabaseClient } from './supabase-client.ts';
import { sessionWrite } from './supabase-context.tsx';

/** A fresh session. */
export interface SignInData {
  session: Session;
  user: User;
}

/**
 * A sign-in step's mutation hook. Never retried: a wrong password stays wrong, each attempt at
 * a code sends a message (the person asks again if needed), and GoTrue rate-limits attempts.
 */
function signInStep<Data, Variables>(
  run: (client: AppSupabaseClient, variables: Variables) => Promise<Data>,
) {
  return sessionWrite(run, [], { retry: false });
}

/** Signs in with email and password. */
export async function signInWithPassword(
  client: AppSupabaseClient,
  values: PasswordSignInValues,
): Promise<SignInData> {
  const credentials = parseInput(passwordSignInSchema, values);
  const { session, user } = unwrapAuth(await client.auth.signInWithPassword(credentials));
  return { session, user };
}
export const useSignInWithPasswordMutation = signInStep(signInWithPassword);

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
  values: OtpRequestValues,
): Promise<OtpRequestData> {
  const { email, phone } = parseInput(otpRequestSchema, values);
  // No account is created when none exists: the site has no public sign-up, accounts are made
  // by the operator.
  const options = { shouldCreateUser: false };
  const credentials = email ? { email, options } : { phone: phone as string, options };
  unwrapAuth(await client.auth.signInWithOtp(credentials));
  return email ? { channel: 'email', to: email } : { channel: 'phone', to: phone as string };
}
export const useOtpRequestMutation = signInStep(requestOtp);

/** Checks the one-time code sent by email ('email' type) or text message ('sms') and signs in. */
export async function verifyOtp(
  client: AppSupabaseClient,
  values: VerifyOtpValues,
): Promise<SignInData> {
  const { email, phone, token } = parseInput(verifyOtpSchema, values);
  const { session, user } = unwrapAuth(
    email
      ? await client.auth.verifyOtp({ email, token, type: 'email' })
      : await client.auth.verifyOtp({ phone: phone as string, token, type: 'sms' }),
  );
  if (!session || !user) throw toAuthDataError({ name: 'AuthSessionMissingError', status: 400 });
  return { session, user };
}
export const useVerifyOtpMutation = signInStep(verifyOtp);

export type MagicLinkVariables = MagicLinkValues & {
  /** Where the link lands, e.g. `${origin}/auth?next=/admin`; must be allowed in Supabase's URL settings. */
  redirectTo: string;
};

/**
 * Emails a sign-in link (signInWithOtp with emailRedirectTo). The session arrives when the link
 * is opened: supabase-js reads it from the URL and SessionProvider sees SIGNED_IN; a failed
 * link comes back as an error in the URL (readAuthCallbackError).
 */
export async function sendMagicLink(
  client: AppSupabaseClient,
  { redirectTo, ...values }: MagicLinkVariables,
): Promise<{ email: string }> {
  const { email } = parseInput(magicLinkSchema, values);
  // No public sign-up, as for the code.
  const options = { emailRedirectTo: redirectTo, shouldCreateUser: false };
  unwrapAuth(await client.auth.signInWithOtp({ email, options }));
  return { email };
}
export const useMagicLinkMutation = signInStep(sendMagicLink);

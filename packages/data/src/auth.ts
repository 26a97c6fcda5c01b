// @tembo/data/auth: the supabase-js client, the session and role, and sign-in. Loaded only by
// the /auth and /admin route modules (supabase-js is ~51 KB gzip; public pages never load it).

// Client
export { createSupabaseClient, type AppSupabaseClient } from './auth/supabase-client.ts';
export { useSupabaseClient } from './auth/supabase-context.tsx';

// Session and role
export { SessionProvider, useSession } from './auth/session-provider.tsx';

// Sign-in and sign-out
export {
  signInWithPassword,
  useMagicLinkMutation,
  useOtpRequestMutation,
  useSignInWithPasswordMutation,
  useVerifyOtpMutation,
  verifyOtp,
  type OtpRequestData,
} from './auth/sign-in.ts';
export { signOut, useSignOutMutation } from './auth/sign-out-mutation.ts';
export {
  magicLinkSchema,
  otpRequestSchema,
  passwordSignInSchema,
  verifyOtpSchema,
  type MagicLinkValues,
  type OtpRequestValues,
  type PasswordSignInValues,
  type VerifyOtpValues,
} from './auth/auth.schema.ts';
export { readAuthCallbackError } from './auth/auth-callback-error.ts';

// Two-factor sign-in (TOTP) for admins
export {
  useEnrolTotpMutation,
  useRequireTwoFactorQuery,
  useSetRequireTwoFactorMutation,
  useTwoFactorStatusQuery,
  useUnenrolTotpMutation,
  useVerifyTotpMutation,
} from './auth/two-factor.ts';

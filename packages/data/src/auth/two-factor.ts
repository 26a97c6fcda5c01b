import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { abortable } from '../lib/abortable.ts';
import { DataError, unwrap } from '../lib/data-error.ts';
import { twoFactorMessages, unwrapAuth } from './auth-error.ts';
import type { AppSupabaseClient } from './supabase-client.ts';
import { sessionRead, sessionWrite, useSupabaseClient } from './supabase-context.tsx';

/**
 * Two-factor sign-in for admins (docs/architecture.md#two-factor-sign-in): TOTP factors through
 * supabase-js's `auth.mfa`, the session's assurance level, and the super admin's rule that every
 * admin needs a factor. Row Level Security enforces it (public.admin_aal_ok); these hooks only
 * drive the screens.
 */
const twoFactorKeys = {
  all: ['two-factor'] as const,
  /** Per access token: a verified challenge or a refresh gives a new one. */
  status: (accessToken: string) => [...twoFactorKeys.all, 'status', accessToken] as const,
  settings: () => [...twoFactorKeys.all, 'settings'] as const,
};

/** A code works once and an enrolment makes a new secret: these steps are never sent twice. */
const noRetry = { retry: false };

interface TwoFactorStatus {
  /** The session's level: aal1 after a password or code, aal2 after the second factor. */
  currentLevel: 'aal1' | 'aal2';
  /** The verified TOTP factor, if the user has one. */
  factorId: string | undefined;
  /** Whether a super admin requires a factor of every admin. */
  required: boolean;
}

/** Reads the level from the session's token and the user's factors; the rule from the database. */
async function getTwoFactorStatus(
  client: AppSupabaseClient,
  signal?: AbortSignal,
): Promise<TwoFactorStatus> {
  const level = unwrapAuth(await client.auth.mfa.getAuthenticatorAssuranceLevel());
  const factors = unwrapAuth(await client.auth.mfa.listFactors());
  const required = unwrap(await abortable(client.rpc('two_factor_required'), signal));
  return {
    currentLevel: level.currentLevel === 'aal2' ? 'aal2' : 'aal1',
    factorId: factors.totp[0]?.id,
    required: required === true,
  };
}

export function useTwoFactorStatusQuery(accessToken: string | undefined) {
  const client = useSupabaseClient();
  return useQuery({
    queryKey: twoFactorKeys.status(accessToken ?? ''),
    enabled: Boolean(accessToken),
    queryFn: ({ signal }) => getTwoFactorStatus(client, signal),
    staleTime: Infinity,
    // A refreshed token keeps the last answer while the new one loads, so the admin area
    // behind the gate is not unmounted (and its unsaved edits lost) every hour.
    placeholderData: keepPreviousData,
  });
}

interface TotpEnrolment {
  factorId: string;
  /** An SVG data URL of the otpauth URI. */
  qrCode: string;
  /** The key to type in by hand (base32). */
  secret: string;
}

/**
 * Starts an enrolment: unverified factors left from an abandoned one are removed first. `issuer`
 * is what the authenticator app shows next to the code (the operator's name).
 */
async function enrolTotp(client: AppSupabaseClient, issuer: string): Promise<TotpEnrolment> {
  const factors = unwrapAuth(await client.auth.mfa.listFactors());
  for (const factor of factors.all) {
    if (factor.status === 'unverified') {
      unwrapAuth(await client.auth.mfa.unenroll({ factorId: factor.id }));
    }
  }
  const data = unwrapAuth(await client.auth.mfa.enroll({ factorType: 'totp', issuer }));
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

export const useEnrolTotpMutation = sessionWrite(enrolTotp, [], noRetry);

interface VerifyTotpValues {
  factorId: string;
  code: string;
}

/** Checks a code: the session becomes aal2 (and a new factor verified). */
async function verifyTotp(
  client: AppSupabaseClient,
  { factorId, code }: VerifyTotpValues,
): Promise<null> {
  const trimmed = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(trimmed)) {
    throw new DataError(twoFactorMessages.codeFormat, {
      kind: 'invalid',
      status: 0,
      field: 'code',
    });
  }
  unwrapAuth(await client.auth.mfa.challengeAndVerify({ factorId, code: trimmed }));
  return null;
}

export const useVerifyTotpMutation = sessionWrite(verifyTotp, [twoFactorKeys.all], noRetry);

/** Removes the factor (needs an aal2 session); the session refreshes to aal1. */
async function unenrolTotp(client: AppSupabaseClient, factorId: string): Promise<null> {
  unwrapAuth(await client.auth.mfa.unenroll({ factorId }));
  unwrapAuth(await client.auth.refreshSession());
  return null;
}

export const useUnenrolTotpMutation = sessionWrite(unenrolTotp, [twoFactorKeys.all], noRetry);

/** The super admin's rule: every admin needs a second factor. */
export const { use: useRequireTwoFactorQuery } = sessionRead(
  twoFactorKeys.settings,
  async (client, _: object, signal) => {
    const query = client
      .from('security_settings')
      .select('require_admin_two_factor')
      .eq('id', true);
    return unwrap(await abortable(query, signal))[0]?.require_admin_two_factor === true;
  },
);

export const useSetRequireTwoFactorMutation = sessionWrite(
  async (client, required: boolean) => {
    const rows = unwrap(
      await client
        .from('security_settings')
        .update({ require_admin_two_factor: required })
        .eq('id', true)
        .select('id'),
    );
    if (rows.length === 0) {
      throw new DataError(twoFactorMessages.aal2Needed, { kind: 'forbidden', status: 403 });
    }
    return null;
  },
  [twoFactorKeys.all],
);

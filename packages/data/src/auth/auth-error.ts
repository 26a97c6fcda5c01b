import { DataError, errorMessages, type DataErrorKind } from '../lib/data-error.ts';

/** The parts of an auth-js error the mapping reads. */
export interface AuthErrorLike {
  message?: string;
  status?: number | undefined;
  code?: string | undefined;
  name?: string;
}

/** What the sign-in page says for the auth server's refusals. */
export const authMessages = {
  emailOrPhoneRequired: 'You must provide either an email or phone number.',
  emailRequired: 'Please enter your email address.',
  emailFormat: 'Please enter a valid email address, like name@example.com.',
  phoneFormat: 'Please enter a valid phone number with its country code, like +256 700 000 000.',
  passwordRequired: 'Please enter your password.',
  codeRequired: 'Please enter the code we sent you.',
  codeFormat: 'The code is the 6 to 10 digits from the email or text message.',
  invalidCredentials: 'The email or password is incorrect.',
  emailNotConfirmed: 'Please confirm your email address first: check your inbox for the link.',
  otpExpired: 'This code or link has expired or was already used. Please request a new one.',
  userNotFound: 'There is no account for this email address or phone number.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  sessionMissing: 'You are not signed in, or your session has expired. Please sign in again.',
  signInFailed: 'Signing in failed. Please try again.',
} as const;

/** What the two-factor screens say (docs/architecture.md#two-factor-sign-in). */
export const twoFactorMessages = {
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
  wrongCode: 'That code is not right, or was already used. Enter the code your app shows now.',
  expired: 'The sign-in step took too long. Enter the code your app shows now.',
  aal2Needed: 'Confirm your sign-in with a code from your authenticator app first.',
} as const;

/**
 * An auth-js error as a {@link DataError} with a sentence for the sign-in page. Codes are
 * GoTrue's (`invalid_credentials`, `otp_expired` …); statuses decide when the code is unknown.
 */
export function toAuthDataError(error: AuthErrorLike): DataError {
  const status = error.status ?? 0;
  const code = error.code;
  const base = { status, code, details: error.message, cause: error };
  const fail = (message: string, kind: DataErrorKind, field?: string) =>
    new DataError(message, { ...base, kind, field });
  // auth-js reports both "no answer" and 5xx answers as AuthRetryableFetchError.
  if (status >= 500) return fail(errorMessages.server, 'server');
  if (error.name === 'AuthRetryableFetchError' || (status === 0 && !code)) {
    return fail(errorMessages.network, 'network');
  }
  if (error.name === 'AuthSessionMissingError' || code === 'session_not_found') {
    return fail(authMessages.sessionMissing, 'unauthorized');
  }
  switch (code) {
    case 'invalid_credentials':
      return fail(authMessages.invalidCredentials, 'unauthorized', 'password');
    case 'email_not_confirmed':
      return fail(authMessages.emailNotConfirmed, 'unauthorized');
    case 'otp_expired':
    case 'otp_disabled':
    case 'flow_state_expired':
    case 'flow_state_not_found':
    case 'bad_code_verifier':
      return fail(authMessages.otpExpired, 'unauthorized', 'token');
    case 'user_not_found':
    case 'otp_signup_disabled':
    case 'signup_disabled':
      return fail(authMessages.userNotFound, 'not-found', 'email');
    case 'over_request_rate_limit':
    case 'over_email_send_rate_limit':
    case 'over_sms_send_rate_limit':
      return fail(authMessages.tooManyRequests, 'rate-limited');
    case 'mfa_verification_failed':
    case 'mfa_verification_rejected':
      return fail(twoFactorMessages.wrongCode, 'invalid', 'code');
    case 'mfa_challenge_expired':
    case 'mfa_ip_address_mismatch':
      return fail(twoFactorMessages.expired, 'invalid', 'code');
    case 'insufficient_aal':
      return fail(twoFactorMessages.aal2Needed, 'forbidden');
  }
  // GoTrue's answer for a challenge that is gone (used up by wrong codes): 422, not 404.
  if (code === 'mfa_factor_not_found' && status === 422) {
    return fail(twoFactorMessages.expired, 'invalid', 'code');
  }
  if (status === 429) return fail(authMessages.tooManyRequests, 'rate-limited');
  return fail(authMessages.signInFailed, 'invalid');
}

/** The data of an auth-js answer (unwrap for auth-js); its error is thrown as a DataError. */
export function unwrapAuth<Answer extends { data: unknown; error: AuthErrorLike | null }>(
  answer: Answer,
): Extract<Answer, { error: null }>['data'] {
  if (answer.error) throw toAuthDataError(answer.error);
  return answer.data;
}

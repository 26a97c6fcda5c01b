import { http, HttpResponse, type HttpHandler } from 'msw';
import { mockAdminUser, mockCredentials, mockPlainUser } from '../fixtures.ts';
import { claimsOf, mockToken } from '../tokens.ts';

const apiVersion = { 'x-supabase-api-version': '2024-01-01' };
const accounts = [
  { ...mockAdminUser, password: mockCredentials.adminPassword },
  { ...mockPlainUser, password: mockCredentials.userPassword },
];

/** A GoTrue user object for a mock account. */
function mockUser(account: { id: string; email: string }) {
  const when = '2026-01-01T09:00:00Z';
  return {
    id: account.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: account.email,
    email_confirmed_at: when,
    phone: '',
    confirmed_at: when,
    last_sign_in_at: new Date().toISOString(),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: when,
    updated_at: when,
    is_anonymous: false,
  };
}

/** A GoTrue session for a mock account, valid for an hour. */
function mockSession(account: { id: string; email: string }) {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  return {
    access_token: mockToken({
      sub: account.id,
      email: account.email,
      role: 'authenticated',
      exp: expiresAt,
    }),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    refresh_token: `mock-refresh-${account.id}`,
    user: mockUser(account),
  };
}

function authError(status: number, code: string, message: string) {
  return HttpResponse.json(
    { code, error_code: code, msg: message, message },
    { status, headers: apiVersion },
  );
}

function byEmail(email: unknown) {
  return accounts.find((account) => account.email === email);
}

/**
 * GoTrue's endpoints as the auth entry uses them: password and refresh-token grants, the user,
 * sign-out, one-time codes. The mock accounts are {@link mockAdminUser} (super_admin) and
 * {@link mockPlainUser} (no role), with the passwords and code of mockCredentials.
 */
export const authHandlers: HttpHandler[] = [
  http.post('*/auth/v1/token', async ({ request }) => {
    const grant = new URL(request.url).searchParams.get('grant_type');
    const body = (await request.json()) as Record<string, unknown>;
    if (grant === 'password') {
      const account = byEmail(body.email);
      if (!account || account.password !== body.password) {
        return authError(400, 'invalid_credentials', 'Invalid login credentials');
      }
      return HttpResponse.json(mockSession(account), { headers: apiVersion });
    }
    if (grant === 'refresh_token') {
      const id = String(body.refresh_token ?? '').replace(/^mock-refresh-/, '');
      const account = accounts.find((candidate) => candidate.id === id);
      if (!account) return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token');
      return HttpResponse.json(mockSession(account), { headers: apiVersion });
    }
    return authError(400, 'validation_failed', 'unsupported_grant_type');
  }),
  http.get('*/auth/v1/user', ({ request }) => {
    const account = accounts.find((candidate) => candidate.id === claimsOf(request).sub);
    if (!account) return authError(403, 'bad_jwt', 'invalid JWT');
    return HttpResponse.json(mockUser(account), { headers: apiVersion });
  }),
  http.post('*/auth/v1/logout', () => new HttpResponse(null, { status: 204, headers: apiVersion })),
  http.post('*/auth/v1/otp', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    if (!body.email && !body.phone) {
      return authError(
        400,
        'validation_failed',
        'You must provide either an email or phone number.',
      );
    }
    if (body.email && !byEmail(body.email) && body.create_user === false) {
      return authError(422, 'otp_disabled', 'Signups not allowed for otp');
    }
    return HttpResponse.json({}, { headers: apiVersion });
  }),
  http.post('*/auth/v1/verify', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    const account = byEmail(body.email);
    if (!account || body.token !== mockCredentials.otp) {
      return authError(403, 'otp_expired', 'Token has expired or is invalid');
    }
    return HttpResponse.json(mockSession(account), { headers: apiVersion });
  }),
];

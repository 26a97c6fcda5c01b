import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createMockFetch } from '../mocks/fetch.ts';
import { mockAdminUser, mockCredentials } from '../mocks/fixtures.ts';
import { mockSupabaseConfig } from '../mocks/tokens.ts';
import { readAuthCallbackError } from './auth-callback-error.ts';
import { toAuthDataError } from './auth-error.ts';
import { requestOtp, sendMagicLink, signInWithPassword, verifyOtp } from './sign-in.ts';
import { signOut } from './sign-out-mutation.ts';
import { createSupabaseClient } from './supabase-client.ts';

function client(...extra: Parameters<typeof createMockFetch>) {
  const fetch = vi.fn(createMockFetch(...extra));
  return {
    client: createSupabaseClient(mockSupabaseConfig, {
      fetch: fetch as typeof globalThis.fetch,
      browser: false,
    }),
    fetch,
  };
}

async function signedIn(...extra: Parameters<typeof createMockFetch>) {
  const made = client(...extra);
  await signInWithPassword(made.client, {
    email: mockAdminUser.email,
    password: mockCredentials.adminPassword,
  });
  return made;
}

describe('one-time codes', () => {
  it("refuses to send without an email or a phone, with the validation rule's sentence, and sends nothing", async () => {
    const { client: supabase, fetch } = client();
    await expect(requestOtp(supabase, { email: '', phone: '' })).rejects.toMatchObject({
      kind: 'invalid',
      field: 'email',
      message: 'You must provide either an email or phone number.',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a code by email without creating accounts, then signs in with it', async () => {
    const { client: supabase, fetch } = client();
    expect(await requestOtp(supabase, { email: mockAdminUser.email })).toEqual({
      channel: 'email',
      to: mockAdminUser.email,
    });
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      email: mockAdminUser.email,
      create_user: false,
    });
    const { user } = await verifyOtp(supabase, {
      email: mockAdminUser.email,
      token: mockCredentials.otp,
    });
    expect(user.id).toBe(mockAdminUser.id);
  });

  it('explains an expired or wrong code next to the code field', async () => {
    const { client: supabase } = client();
    await expect(
      verifyOtp(supabase, { email: mockAdminUser.email, token: '000000' }),
    ).rejects.toMatchObject({
      field: 'token',
      message: 'This code or link has expired or was already used. Please request a new one.',
    });
  });

  it('sends a magic link with the redirect address', async () => {
    const { client: supabase, fetch } = client();
    await sendMagicLink(supabase, {
      email: mockAdminUser.email,
      redirectTo: 'https://tembo.test/auth?next=/admin',
    });
    const [url] = fetch.mock.calls[0] as [string];
    expect(decodeURIComponent(url)).toContain('redirect_to=https://tembo.test/auth?next=/admin');
  });
});

describe('signing out', () => {
  it.each([401, 403, 404])('ignores a %i from the server', async (status) => {
    const { client: supabase } = await signedIn(
      http.post('*/auth/v1/logout', () =>
        HttpResponse.json({ code: 'session_not_found', message: 'gone' }, { status }),
      ),
    );
    await expect(signOut(supabase)).resolves.toBeUndefined();
    expect((await supabase.auth.getSession()).data.session).toBeNull();
  });

  it('is fine without a session', async () => {
    const { client: supabase } = client();
    await expect(signOut(supabase)).resolves.toBeUndefined();
  });

  it('reports other failures', async () => {
    const { client: supabase } = await signedIn(
      http.post('*/auth/v1/logout', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    await expect(signOut(supabase, { scope: 'global' })).rejects.toMatchObject({ kind: 'server' });
  });
});

describe('auth errors in plain words', () => {
  it('maps GoTrue codes and statuses', () => {
    expect(toAuthDataError({ status: 400, code: 'invalid_credentials' }).message).toBe(
      'The email or password is incorrect.',
    );
    expect(toAuthDataError({ status: 429, code: 'over_email_send_rate_limit' }).kind).toBe(
      'rate-limited',
    );
    expect(toAuthDataError({ name: 'AuthRetryableFetchError', status: 0 }).kind).toBe('network');
    expect(toAuthDataError({ name: 'AuthSessionMissingError', status: 400 }).kind).toBe(
      'unauthorized',
    );
    expect(toAuthDataError({ status: 422, code: 'otp_disabled' }).field).toBe('token');
    expect(toAuthDataError({ status: 502 }).kind).toBe('server');
  });
});

describe('readAuthCallbackError', () => {
  it('reads error_description from the hash (implicit flow) or the query (PKCE)', () => {
    expect(
      readAuthCallbackError(
        'https://tembo.test/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      ),
    ).toBe('Email link is invalid or has expired');
    expect(
      readAuthCallbackError('/auth?error=server_error&error_description=No%20code%20found'),
    ).toBe('No code found');
  });

  it('falls back to the error code, and is null when all is well', () => {
    expect(readAuthCallbackError('/auth?error=invalid_request')).toBe('invalid request');
    expect(readAuthCallbackError('/auth#error_code=flow_state_not_found')).toBe(
      'flow state not found',
    );
    expect(readAuthCallbackError('/auth?code=abc')).toBeNull();
    expect(readAuthCallbackError(new URL('https://tembo.test/admin'))).toBeNull();
  });
});

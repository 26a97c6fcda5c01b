// The auth endpoints' statuses and bodies, pinned as GoTrue answers them (auth-js depends on
// them), over plain HTTP, plus the flows auth-js drives end to end.
import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRateLimits } from '../config.ts';
import { anonKey, demoAdmin, jwtSecret, serviceRoleKey } from '../keys.ts';
import { makeSuperAdmin } from '../make-super-admin.ts';
import { startLocalSupabase, type LocalSupabase } from '../start.ts';

let backend: LocalSupabase;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies, asserted field by field
type Loose = any;

interface Call {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Send the 2024-01-01 API version header as auth-js does. @default true */
  versioned?: boolean;
}

async function auth(path: string, call: Call = {}) {
  const response = await fetch(`${backend.url}/auth/v1${path}`, {
    method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
    redirect: 'manual',
    headers: {
      apikey: anonKey,
      ...(call.versioned === false ? {} : { 'x-supabase-api-version': '2024-01-01' }),
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      ...call.headers,
    },
    ...(call.body === undefined
      ? {}
      : { body: typeof call.body === 'string' ? call.body : JSON.stringify(call.body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Record<string, Loose>) : null,
  };
}

let counter = 0;
const newEmail = () => `user${Date.now()}-${counter++}@example.com`;

async function signUp(email = newEmail(), password = 'correct-horse') {
  const { body } = await auth('/signup', { body: { email, password } });
  return { email, password, session: body as Record<string, Loose> };
}

const sessionKeys = [
  'access_token',
  'expires_at',
  'expires_in',
  'refresh_token',
  'token_type',
  'user',
];
const userKeys = [
  'app_metadata',
  'aud',
  'confirmed_at',
  'created_at',
  'email',
  'email_confirmed_at',
  'id',
  'identities',
  'is_anonymous',
  'last_sign_in_at',
  'phone',
  'role',
  'updated_at',
  'user_metadata',
];

beforeAll(async () => {
  backend = await startLocalSupabase({
    port: 0,
    // These tests sign up through the public endpoint, which the project's config.toml turns off.
    auth: { refreshTokenReuseInterval: 0, enableSignup: true, rateLimits: testRateLimits },
  });
});
afterAll(() => backend?.stop());

describe('gateway', () => {
  it('requires an API key, as Kong does', async () => {
    const response = await fetch(`${backend.url}/auth/v1/settings`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
    const wrong = await fetch(`${backend.url}/rest/v1/packages`, { headers: { apikey: 'nope' } });
    expect(wrong.status).toBe(401);
  });

  it('answers CORS preflights for the site', async () => {
    const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5391',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, content-type, x-client-info',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'apikey, content-type, x-client-info',
    );
  });
});

describe('settings, health, jwks', () => {
  it('GET /settings', async () => {
    const { status, body } = await auth('/settings');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: true,
      external: { email: true, phone: false },
    });
  });

  it('GET /health and /.well-known/jwks.json', async () => {
    expect((await auth('/health')).body).toMatchObject({ name: 'GoTrue' });
    expect(await auth('/.well-known/jwks.json')).toMatchObject({ status: 200, body: { keys: [] } });
  });
});

describe('POST /signup', () => {
  it('creates a confirmed user and returns a session (autoconfirm)', async () => {
    const { status, body } = await auth('/signup', {
      body: {
        email: 'New.User@Example.com',
        password: 'correct-horse',
        data: { full_name: 'New User' },
      },
    });
    expect(status).toBe(200);
    expect(Object.keys(body ?? {}).sort()).toEqual(sessionKeys);
    expect(Object.keys(body?.user).sort()).toEqual(userKeys);
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(body?.user).toMatchObject({
      email: 'new.user@example.com',
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {
        full_name: 'New User',
        email: 'new.user@example.com',
        email_verified: true,
        phone_verified: false,
      },
      is_anonymous: false,
    });
    expect(body?.user.identities[0]).toMatchObject({
      provider: 'email',
      user_id: body?.user.id,
      id: body?.user.id,
      email: 'new.user@example.com',
    });
  });

  it('422 user_already_exists for a registered email', async () => {
    const { email } = await signUp();
    const response = await auth('/signup', { body: { email, password: 'another-one' } });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      code: 'user_already_exists',
      message: 'User already registered',
    });
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('422 weak_password with its reasons', async () => {
    const { status, body } = await auth('/signup', {
      body: { email: newEmail(), password: '123' },
    });
    expect(status).toBe(422);
    expect(body).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('400 validation_failed for an invalid email', async () => {
    const { status, body } = await auth('/signup', {
      body: { email: 'not-an-email', password: 'correct-horse' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
  });

  it('400 bad_json for a malformed body, and keeps serving', async () => {
    const { status, body } = await auth('/signup', { body: '{"email": ' });
    expect(status).toBe(400);
    expect(body?.code).toBe('bad_json');
    expect((await auth('/settings')).status).toBe(200);
  });

  it('413 for a body over the limit', async () => {
    const { status } = await auth('/signup', {
      body: { email: newEmail(), password: 'x'.repeat(1024 * 1024 + 1) },
    });
    expect(status).toBe(413);
  });
});

describe('POST /token', () => {
  it('password grant: a session', async () => {
    const { status, body } = await auth('/token?grant_type=password', { body: demoAdmin });
    expect(status).toBe(200);
    expect(Object.keys(body ?? {}).sort()).toEqual(sessionKeys);
    expect(body?.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
  });

  it('password grant: 400 invalid_credentials, and the legacy shape without the version header', async () => {
    expect(
      await auth('/token?grant_type=password', {
        body: { email: demoAdmin.email, password: 'wrong-password' },
      }),
    ).toMatchObject({
      status: 400,
      body: { code: 'invalid_credentials', message: 'Invalid login credentials' },
    });
    const legacy = await auth('/token?grant_type=password', {
      body: { email: 'nobody@example.com', password: 'x' },
      versioned: false,
    });
    expect(legacy.body).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('refresh_token grant rotates; a reused token is rejected and revokes the family', async () => {
    const { session } = await signUp();
    const first = await auth('/token?grant_type=refresh_token', {
      body: { refresh_token: session.refresh_token },
    });
    expect(first.status).toBe(200);
    expect(first.body?.refresh_token).not.toBe(session.refresh_token);
    const reuse = await auth('/token?grant_type=refresh_token', {
      body: { refresh_token: session.refresh_token },
    });
    expect(reuse).toMatchObject({
      status: 400,
      body: { code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' },
    });
    // The family is revoked: the child an attacker might hold is dead too.
    const child = await auth('/token?grant_type=refresh_token', {
      body: { refresh_token: first.body?.refresh_token },
    });
    expect(child).toMatchObject({ status: 400, body: { code: 'refresh_token_already_used' } });
  });

  it('refresh_token grant: 400 refresh_token_not_found, 400 for a missing token or grant', async () => {
    expect(
      await auth('/token?grant_type=refresh_token', { body: { refresh_token: 'nope' } }),
    ).toMatchObject({
      status: 400,
      body: {
        code: 'refresh_token_not_found',
        message: 'Invalid Refresh Token: Refresh Token Not Found',
      },
    });
    expect((await auth('/token?grant_type=refresh_token', { body: {} })).body?.code).toBe(
      'validation_failed',
    );
    expect((await auth('/token?grant_type=magic', { body: {} })).status).toBe(400);
  });
});

describe('GET and PUT /user', () => {
  it('returns the user for a valid token', async () => {
    const { session } = await signUp();
    const { status, body } = await auth('/user', { token: session.access_token });
    expect(status).toBe(200);
    expect(body?.id).toBe(session.user.id);
  });

  it('401 no_authorization, 403 bad_jwt for a bad signature or an expired token', async () => {
    expect(await auth('/user')).toMatchObject({ status: 401, body: { code: 'no_authorization' } });
    const forged = await new SignJWT({
      sub: '00000000-0000-0000-0000-000000000000',
      role: 'authenticated',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect(await auth('/user', { token: forged })).toMatchObject({
      status: 403,
      body: { code: 'bad_jwt' },
    });
    const expired = await new SignJWT({
      sub: '00000000-0000-0000-0000-000000000000',
      role: 'authenticated',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(jwtSecret));
    const response = await auth('/user', { token: expired });
    expect(response).toMatchObject({ status: 403, body: { code: 'bad_jwt' } });
    expect(response.body?.message).toContain('token is expired');
  });

  it('updates metadata (merging, null removes), password and email', async () => {
    const { session } = await signUp();
    const token = session.access_token as string;
    const meta = await auth('/user', { method: 'PUT', token, body: { data: { a: 1, b: 2 } } });
    expect(meta.body?.user_metadata).toMatchObject({ a: 1, b: 2 });
    const removed = await auth('/user', { method: 'PUT', token, body: { data: { b: null } } });
    expect(removed.body?.user_metadata).not.toHaveProperty('b');
    expect(
      await auth('/user', { method: 'PUT', token, body: { password: 'correct-horse' } }),
    ).toMatchObject({
      status: 422,
      body: {
        code: 'same_password',
        message: 'New password should be different from the old password.',
      },
    });
    expect(await auth('/user', { method: 'PUT', token, body: { password: 'abc' } })).toMatchObject({
      status: 422,
      body: { code: 'weak_password' },
    });
    const email = newEmail();
    const changed = await auth('/user', {
      method: 'PUT',
      token,
      body: { email, password: 'battery-staple' },
    });
    expect(changed).toMatchObject({ status: 200, body: { email } });
    expect(
      (await auth('/token?grant_type=password', { body: { email, password: 'battery-staple' } }))
        .status,
    ).toBe(200);
  });
});

describe('POST /logout', () => {
  async function sessions(count: number) {
    const { email, password } = await signUp();
    const result = [];
    for (let index = 0; index < count; index++) {
      result.push(
        (await auth('/token?grant_type=password', { body: { email, password } })).body as Record<
          string,
          Loose
        >,
      );
    }
    return result;
  }
  const alive = async (session: Record<string, Loose>) =>
    (await auth('/user', { token: session.access_token })).status === 200;

  it('scope=others keeps only the current session', async () => {
    const [a, b, c] = await sessions(3);
    expect((await auth('/logout?scope=others', { token: a?.access_token, body: {} })).status).toBe(
      204,
    );
    expect([await alive(a!), await alive(b!), await alive(c!)]).toEqual([true, false, false]);
  });

  it('scope=local ends only the current session; global ends all', async () => {
    const [a, b, c] = await sessions(3);
    await auth('/logout?scope=local', { token: a?.access_token, body: {} });
    expect([await alive(a!), await alive(b!), await alive(c!)]).toEqual([false, true, true]);
    await auth('/logout?scope=global', { token: b?.access_token, body: {} });
    expect([await alive(b!), await alive(c!)]).toEqual([false, false]);
    const afterwards = await auth('/user', { token: c?.access_token });
    expect(afterwards).toMatchObject({ status: 403, body: { code: 'session_not_found' } });
    const refresh = await auth('/token?grant_type=refresh_token', {
      body: { refresh_token: c?.refresh_token },
    });
    expect(refresh.body?.code).toBe('refresh_token_not_found');
  });
});

describe('one-time codes, magic links and recovery through the mailbox', () => {
  const lastMail = async (email: string) => {
    const response = await fetch(
      `${backend.url}/__dev/mailbox?email=${encodeURIComponent(email)}`,
      { headers: { apikey: serviceRoleKey } },
    );
    return ((await response.json()) as { messages: Record<string, Loose>[] }).messages[0];
  };

  it('POST /otp sends a 6-digit code that signs a new user in once', async () => {
    const email = newEmail();
    expect(await auth('/otp', { body: { email, create_user: true } })).toMatchObject({
      status: 200,
      body: {},
    });
    const mail = await lastMail(email);
    expect(mail).toMatchObject({ to: email, type: 'signup' });
    expect(mail?.otp).toMatch(/^\d{6}$/);
    const verified = await auth('/verify', { body: { type: 'email', email, token: mail?.otp } });
    expect(verified.status).toBe(200);
    expect(verified.body?.user).toMatchObject({ email, email_confirmed_at: expect.any(String) });
    expect(
      await auth('/verify', { body: { type: 'email', email, token: mail?.otp } }),
    ).toMatchObject({
      status: 403,
      body: { code: 'otp_expired', message: 'Token has expired or is invalid' },
    });
  });

  it('POST /otp with create_user false: 422 otp_disabled for an unknown email', async () => {
    expect(await auth('/otp', { body: { email: newEmail(), create_user: false } })).toMatchObject({
      status: 422,
      body: { code: 'otp_disabled', message: 'Signups not allowed for otp' },
    });
  });

  it('the emailed magic link verifies and redirects with the session (implicit flow)', async () => {
    const { email } = await signUp();
    await auth('/otp?redirect_to=' + encodeURIComponent('http://127.0.0.1:5391/auth'), {
      body: { email },
    });
    const mail = await lastMail(email);
    expect(mail).toMatchObject({ type: 'magiclink', redirect_to: 'http://127.0.0.1:5391/auth' });
    const response = await fetch(mail?.link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:5391/auth');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('magiclink');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('access_token')).toMatch(/^eyJ/);
    // Used once: the same link now redirects with the error, as GoTrue does.
    const again = new URL(
      (await fetch(mail?.link, { redirect: 'manual' })).headers.get('location') ?? '',
    );
    expect(Object.fromEntries(new URLSearchParams(again.hash.slice(1)))).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });

  it('PKCE: the link redirects with ?code= and supabase-js exchanges it', async () => {
    const { email } = await signUp();
    const store = new Map<string, string>();
    const client = createClient(backend.url, anonKey, {
      auth: {
        flowType: 'pkce',
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storage: {
          getItem: (k) => store.get(k) ?? null,
          setItem: (k, v) => void store.set(k, v),
          removeItem: (k) => void store.delete(k),
        },
      },
    });
    const { error } = await client.auth.signInWithOtp({
      email,
      options: { emailRedirectTo: 'http://127.0.0.1:5391/auth' },
    });
    expect(error).toBeNull();
    const mail = await lastMail(email);
    expect(new URL(mail?.link).searchParams.get('token')).toMatch(/^pkce_/);
    const location = new URL(
      (await fetch(mail?.link, { redirect: 'manual' })).headers.get('location') ?? '',
    );
    const code = location.searchParams.get('code');
    expect(code).toBeTruthy();
    const exchanged = await client.auth.exchangeCodeForSession(code ?? '');
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
  });

  it('POST /recover mails a recovery code; unknown emails get the same answer', async () => {
    const { email } = await signUp();
    expect(await auth('/recover', { body: { email } })).toMatchObject({ status: 200, body: {} });
    expect(await auth('/recover', { body: { email: newEmail() } })).toMatchObject({
      status: 200,
      body: {},
    });
    const mail = await lastMail(email);
    // The subject and the body are supabase/config.toml's recovery template.
    expect(mail).toMatchObject({ type: 'recovery', subject: 'Reset your password' });
    expect(mail?.html).toContain(`<strong>${mail?.otp}</strong>`);
    const verified = await auth('/verify', {
      body: { type: 'recovery', token_hash: mail?.token_hash },
    });
    expect(verified.status).toBe(200);
    const changed = await auth('/user', {
      method: 'PUT',
      token: verified.body?.access_token,
      body: { password: 'a-new-password' },
    });
    expect(changed.status).toBe(200);
  });

  it('POST /resend mails a new confirmation to an unconfirmed user; bad types are 400', async () => {
    const email = newEmail();
    await auth('/otp', { body: { email } });
    const first = await lastMail(email);
    expect(await auth('/resend', { body: { type: 'signup', email } })).toMatchObject({
      status: 200,
      body: {},
    });
    const second = await lastMail(email);
    expect(second?.id).toBeGreaterThan(first?.id);
    expect(await auth('/resend', { body: { type: 'nope', email } })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed' },
    });
  });

  it('the mailbox is cleared by DELETE', async () => {
    expect(
      (
        await fetch(`${backend.url}/__dev/mailbox`, {
          method: 'DELETE',
          headers: { 'x-dev-secret': backend.devSecret },
        })
      ).status,
    ).toBe(204);
    const response = await fetch(`${backend.url}/__dev/mailbox?secret=${backend.devSecret}`);
    expect(await response.json()).toEqual({ messages: [] });
  });
});

describe('admin API and make-super-admin', () => {
  it('refuses a user token with 403 not_admin', async () => {
    const { session } = await signUp();
    expect(await auth('/admin/users', { token: session.access_token })).toMatchObject({
      status: 403,
      body: { code: 'not_admin', message: 'User not allowed' },
    });
  });

  it('lists and creates users with the service role key', async () => {
    const email = newEmail();
    const created = await auth('/admin/users', {
      token: serviceRoleKey,
      body: { email, password: 'correct-horse', email_confirm: true },
    });
    expect(created).toMatchObject({
      status: 200,
      body: { email, email_confirmed_at: expect.any(String) },
    });
    const duplicate = await auth('/admin/users', { token: serviceRoleKey, body: { email } });
    expect(duplicate).toMatchObject({ status: 422, body: { code: 'email_exists' } });
    const listed = await auth('/admin/users?per_page=1000', { token: serviceRoleKey });
    expect(listed.status).toBe(200);
    expect(listed.body?.aud).toBe('authenticated');
    expect(listed.body?.users.map((user: { email: string }) => user.email)).toContain(email);
    expect(Number(listed.headers.get('x-total-count'))).toBe(listed.body?.users.length);
  });

  it('makeSuperAdmin makes an existing user super_admin; unknown emails fail', async () => {
    const { email, password } = await signUp();
    const result = await makeSuperAdmin({ email, url: backend.url, serviceRoleKey });
    expect(result.email).toBe(email);
    const client = createClient(backend.url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    await client.auth.signInWithPassword({ email, password });
    const { data } = await client.rpc('is_super_admin');
    expect(data).toBe(true);
    await expect(
      makeSuperAdmin({ email: newEmail(), url: backend.url, serviceRoleKey }),
    ).rejects.toThrow(/No user with the email/);
  });

  it('makeSuperAdmin --create adds the first admin, who signs in with an emailed code', async () => {
    // As on a fresh hosted project: sign-ups off, no user yet.
    const email = newEmail();
    const result = await makeSuperAdmin({ email, url: backend.url, serviceRoleKey, create: true });
    expect(result).toMatchObject({ email, created: true });
    const again = await makeSuperAdmin({ email, url: backend.url, serviceRoleKey, create: true });
    expect(again).toMatchObject({ userId: result.userId, created: false });
    const client = createClient(backend.url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    // The site's code sign-in: shouldCreateUser false, then the code from the email.
    const sent = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(sent.error).toBeNull();
    const mail = backend.mailbox.list(email)[0];
    expect(mail?.html).toContain(mail?.otp);
    const verified = await client.auth.verifyOtp({ email, token: mail?.otp ?? '', type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(result.userId);
    const { data } = await client.rpc('is_super_admin');
    expect(data).toBe(true);
  });
});

describe('routes outside the subset', () => {
  it("404 for unknown auth routes, GoTrue's feature-off 4xx for known ones not implemented locally", async () => {
    expect(await auth('/nope')).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(await auth('/factors/x/nope', { body: {} })).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    });
    expect(await auth('/sso', { body: {} })).toMatchObject({
      status: 404,
      body: { code: 'saml_provider_disabled' },
    });
    expect(await auth('/invite', { body: {} })).toMatchObject({
      status: 400,
      body: { code: 'feature_disabled' },
    });
    expect((await fetch(`${backend.url}/nowhere`)).status).toBe(404);
  });
});

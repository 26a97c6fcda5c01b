// The abuse battery's findings, one test each: what an attacker tried and what they get now.
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwords } from './auth/passwords.ts';
import { maxCodeAttempts } from './auth/routes.ts';
import { Mailbox } from './auth/mailbox.ts';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  defaultRateLimits,
  isRedirectAllowed,
  readApiConfig,
  readAuthConfig,
  renderEmailTemplate,
} from './config.ts';
import { supabaseDir } from './paths.ts';
import { anonKey, demoAdmin, serviceRoleKey } from './keys.ts';
import { createApp, type ServerOptions } from './server/app.ts';
import type { Db } from './server/db.ts';
import { startLocalSupabase, type LocalSupabase } from './start.ts';

let backend: LocalSupabase;

beforeAll(async () => {
  backend = await startLocalSupabase({ port: 0 });
});
afterAll(async () => {
  await backend?.stop();
});

const json = { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${backend.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { apikey: anonKey, ...json, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('/__dev/mailbox', () => {
  it('answers 401 without a key, to GET and DELETE, and leaks no code', async () => {
    await post('/auth/v1/otp', { email: demoAdmin.email, create_user: false });
    const url = `${backend.url}/__dev/mailbox?email=${encodeURIComponent(demoAdmin.email)}`;
    const bare = await fetch(url);
    expect(bare.status).toBe(401);
    expect(await bare.text()).not.toMatch(/"otp"/);
    expect((await fetch(url, { headers: { apikey: anonKey } })).status).toBe(401);
    expect((await fetch(url, { headers: { 'x-dev-secret': 'guess' } })).status).toBe(401);
    expect((await fetch(`${backend.url}/__dev/mailbox`, { method: 'DELETE' })).status).toBe(401);
    expect(backend.mailbox.list(demoAdmin.email).length).toBeGreaterThan(0);
  });

  it('answers with the service_role key or the printed secret', async () => {
    const url = `${backend.url}/__dev/mailbox?email=${encodeURIComponent(demoAdmin.email)}`;
    expect((await fetch(url, { headers: { apikey: serviceRoleKey } })).status).toBe(200);
    expect(
      (await fetch(url, { headers: { authorization: `Bearer ${serviceRoleKey}` } })).status,
    ).toBe(200);
    expect((await fetch(url, { headers: { 'x-dev-secret': backend.devSecret } })).status).toBe(200);
    expect((await fetch(`${url}&secret=${backend.devSecret}`)).status).toBe(200);
  });

  function app(enabled: boolean) {
    const options = {
      db: {} as Db,
      mailbox: new Mailbox(() => undefined),
      auth: {
        autoconfirm: true,
        jwtExpiry: 3600,
        refreshTokenReuseInterval: 10,
        otpExpiry: 3600,
        siteUrl: 'http://127.0.0.1:5391',
        redirectUrl: 'http://127.0.0.1:5391/auth',
        additionalRedirectUrls: [],
        enableSignup: false,
        rateLimits: defaultRateLimits,
      },
      postgrestSocket: '/nonexistent',
      functionsDir: '/nonexistent',
      apiUrl: () => 'http://127.0.0.1:1',
      log: () => undefined,
      dev: { enabled, secret: 'the-secret' },
    } as unknown as ServerOptions;
    return createApp(options);
  }
  const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

  it('does not exist for clients on another machine, even with the key', async () => {
    const request = () =>
      new Request('http://x/__dev/mailbox', { headers: { apikey: serviceRoleKey } });
    expect((await app(true).fetch(request(), from('10.0.0.7'))).status).toBe(404);
    expect((await app(true).fetch(request(), from('::ffff:192.168.1.2'))).status).toBe(404);
    expect((await app(true).fetch(request(), from('127.0.0.1'))).status).toBe(200);
    expect((await app(true).fetch(request(), from('::1'))).status).toBe(200);
  });

  it('does not exist outside dev mode', async () => {
    const request = new Request('http://x/__dev/mailbox?secret=the-secret');
    expect((await app(false).fetch(request, from('127.0.0.1'))).status).toBe(404);
  });
});

async function requestCode(email: string, extra: Record<string, unknown> = {}) {
  const response = await post('/auth/v1/otp', { email, create_user: false, ...extra });
  expect(response.status).toBe(200);
  const mail = backend.mailbox.list(email)[0];
  expect(mail).toBeDefined();
  return mail as NonNullable<typeof mail>;
}

describe('redirects', () => {
  const site = 'http://127.0.0.1:5391';

  it('allows the site by scheme and host, loopback addresses and the allow-list globs', () => {
    const extra = ['https://tembo.example/auth', 'https://*.preview.example/**'];
    expect(isRedirectAllowed(`${site}/auth`, site, [])).toBe(true);
    expect(isRedirectAllowed('http://127.0.0.1:4391/auth', site, [])).toBe(true);
    expect(isRedirectAllowed('https://tembo.example/auth', site, extra)).toBe(true);
    expect(isRedirectAllowed('https://tembo.example/auth#x', site, extra)).toBe(true);
    expect(isRedirectAllowed('https://pr-1.preview.example/a/b', site, extra)).toBe(true);
    expect(isRedirectAllowed('https://tembo.example/other', site, extra)).toBe(false);
    expect(isRedirectAllowed('https://a.b.preview.example/a', site, extra)).toBe(false);
    expect(isRedirectAllowed('http://127.0.0.1:5391@evil.example/steal', site, [])).toBe(false);
    expect(isRedirectAllowed(`${site}.evil.example/steal`, site, [])).toBe(false);
    expect(isRedirectAllowed('https://evil.example/auth', site, extra)).toBe(false);
    expect(isRedirectAllowed('javascript:alert(1)', site, extra)).toBe(false);
    expect(isRedirectAllowed('not a url', site, extra)).toBe(false);
  });

  it('an emailed link never sends tokens to a host off the allow-list', async () => {
    const evil = 'http://127.0.0.1:5391@evil.example/steal';
    const mail = await requestCode(demoAdmin.email, { redirect_to: 'ignored' });
    expect(mail.redirect_to).toBe('http://127.0.0.1:5391/auth');
    const again = await fetch(
      `${backend.url}/auth/v1/otp?redirect_to=${encodeURIComponent(evil)}`,
      {
        method: 'POST',
        headers: { apikey: anonKey, ...json },
        body: JSON.stringify({ email: demoAdmin.email, create_user: false }),
      },
    );
    expect(again.status).toBe(200);
    const link = backend.mailbox.list(demoAdmin.email)[0]?.link ?? '';
    expect(link).not.toContain('evil.example');
    // The link itself, with the attacker's redirect put back in.
    const tampered = new URL(link);
    tampered.searchParams.set('redirect_to', evil);
    const response = await fetch(tampered, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.host).toBe('127.0.0.1:5391');
    expect(location.pathname).toBe('/auth');
  });
});

describe('supabase/config.toml', () => {
  it('reads [auth] with env() values and [auth.rate_limit]', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lsb-config-'));
    fs.writeFileSync(
      path.join(dir, 'config.toml'),
      [
        '[auth]',
        'site_url = "env(TEST_SITE)"',
        'additional_redirect_urls = ["https://a.example/auth", "env(TEST_UNSET)"]',
        'enable_signup = false',
        '[auth.rate_limit]',
        'token_refresh = 7',
        'sign_in_sign_ups = "env(TEST_LIMIT)"',
        '[auth.mfa.totp]',
        'enroll_enabled = false',
        'verify_enabled = "env(TEST_VERIFY)"',
        '[auth.email]',
        'otp_expiry = 600',
        '[auth.email.template.magic_link]',
        'subject = "env(TEST_SUBJECT)"',
        `content_path = "./${path.basename(dir)}/magic.html"`,
      ].join('\n'),
    );
    // Relative to the folder holding the supabase folder, as the CLI resolves template paths.
    fs.writeFileSync(path.join(dir, 'magic.html'), '<p>{{ .Token }}</p>');
    expect(
      readAuthConfig(dir, {
        TEST_SITE: 'https://site.example',
        TEST_LIMIT: '9',
        TEST_SUBJECT: 'Code',
        TEST_VERIFY: 'true',
      }),
    ).toEqual({
      siteUrl: 'https://site.example',
      additionalRedirectUrls: ['https://a.example/auth'],
      enableSignup: false,
      rateLimits: { tokenRefresh: 7, signInSignUps: 9, tokenVerifications: 30 },
      otpExpiry: 600,
      emailTemplates: { magic_link: { subject: 'Code', content: '<p>{{ .Token }}</p>' } },
      totp: { enroll: false, verify: true },
    });
    expect(readAuthConfig(path.join(dir, 'missing'))).toEqual({
      additionalRedirectUrls: [],
      enableSignup: true,
      rateLimits: defaultRateLimits,
      otpExpiry: 3600,
      emailTemplates: {},
      totp: { enroll: true, verify: true },
    });
    expect(readApiConfig(path.join(dir, 'missing'))).toEqual({ maxRows: 1000 });
    fs.writeFileSync(path.join(dir, 'config.toml'), '[api]\nmax_rows = 0\n');
    expect(() => readApiConfig(dir)).toThrow(/api.max_rows must be a positive number/);
    fs.writeFileSync(
      path.join(dir, 'config.toml'),
      '[auth.email.template.invite]\ncontent_path = "./nowhere.html"\n',
    );
    expect(() => readAuthConfig(dir)).toThrow(/content_path \.\/nowhere\.html does not exist/);
    fs.writeFileSync(path.join(dir, 'config.toml'), '[auth.email]\nenable_signup = false\n');
    expect(readAuthConfig(dir).enableSignup).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("the project's file: sign-ups off, max_rows, and a sign-in email that carries the code", () => {
    const auth = readAuthConfig(supabaseDir, {});
    expect(auth.enableSignup).toBe(false);
    expect(readApiConfig(supabaseDir, {}).maxRows).toBe(1000);
    const magicLink = auth.emailTemplates.magic_link?.content ?? '';
    expect(magicLink).toMatch(/\{\{ \.Token \}\}/);
    expect(magicLink).toMatch(/\{\{ \.ConfirmationURL \}\}/);
    // GoTrue escapes what it puts into the HTML; so does the local rendering.
    expect(
      renderEmailTemplate('<a href="{{ .ConfirmationURL }}">{{.Token}}</a>', {
        ConfirmationURL: 'https://x.example/?a=1&b="2"',
        Token: '123456',
      }),
    ).toBe('<a href="https://x.example/?a=1&amp;b=&#34;2&#34;">123456</a>');
  });

  it('the sign-in email in the mailbox is the rendered magic_link template', async () => {
    const mail = await requestCode(demoAdmin.email);
    expect(mail.subject).toBe('Your sign-in code');
    expect(mail.html).toContain(`>${mail.otp}</p>`);
    expect(mail.html).toContain('http://127.0.0.1:5391');
    expect(mail.html).not.toMatch(/\{\{/);
  });

  it('[api] max_rows caps every REST response', async () => {
    // A copy of supabase/ whose config.toml says max_rows = 2 (same migrations, same snapshot).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lsb-maxrows-'));
    const copy = path.join(dir, 'supabase');
    fs.mkdirSync(copy);
    for (const entry of ['migrations', 'seed.sql', 'seed.demo.sql', 'functions', 'templates']) {
      fs.symlinkSync(path.join(supabaseDir, entry), path.join(copy, entry));
    }
    const config = fs.readFileSync(path.join(supabaseDir, 'config.toml'), 'utf8');
    expect(config).toMatch(/^max_rows = 1000$/m);
    fs.writeFileSync(
      path.join(copy, 'config.toml'),
      config.replace(/^max_rows = 1000$/m, 'max_rows = 2'),
    );
    const small = await startLocalSupabase({ port: 0, supabaseDir: copy });
    try {
      const rows = async (url: string) =>
        (await (
          await fetch(`${url}/rest/v1/gallery?select=id`, { headers: { apikey: anonKey } })
        ).json()) as unknown[];
      expect((await rows(backend.url)).length).toBeGreaterThan(2);
      expect(await rows(small.url)).toHaveLength(2);
    } finally {
      await small.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the project's file turns public signup off; admins still create users", async () => {
    const settings = await fetch(`${backend.url}/auth/v1/settings`, {
      headers: { apikey: anonKey },
    });
    expect(await settings.json()).toMatchObject({ disable_signup: true });
    const email = `nobody-${Date.now()}@example.com`;
    const signup = await post('/auth/v1/signup', { email, password: 'correct-horse' });
    expect(signup.status).toBe(422);
    expect(await signup.json()).toMatchObject({ code: 'signup_disabled' });
    const otp = await post('/auth/v1/otp', { email, create_user: true });
    expect(otp.status).toBe(422);
    expect(await otp.json()).toMatchObject({ code: 'otp_disabled' });
    const { rows } = await backend.db.query('select 1 from auth.users where email = $1', [email]);
    expect(rows).toHaveLength(0);
    const created = await post(
      '/auth/v1/admin/users',
      { email, password: 'correct-horse', email_confirm: true },
      { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
    );
    expect(created.status).toBe(200);
  });
});

describe('guessing codes', () => {
  it(`throws the code away after ${maxCodeAttempts} wrong tries`, async () => {
    const mail = await requestCode(demoAdmin.email);
    const wrong = mail.otp === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < maxCodeAttempts; attempt++) {
      const response = await post('/auth/v1/verify', {
        email: demoAdmin.email,
        token: wrong,
        type: 'email',
      });
      expect(response.status).toBe(403);
    }
    const right = await post('/auth/v1/verify', {
      email: demoAdmin.email,
      token: mail.otp,
      type: 'email',
    });
    expect(right.status).toBe(403);
    expect(await right.json()).toMatchObject({ code: 'otp_expired' });
  });
});

describe('input the database cannot store answers 4xx, never 500 with internals', () => {
  const internals =
    /invalid byte sequence|unsupported Unicode|syntax error|Unexpected token|URIError|at \w+ \(|node_modules/i;

  async function expectClientError(response: Response, expected: Record<string, unknown>) {
    const text = await response.text();
    expect(response.status, text).toBeGreaterThanOrEqual(400);
    expect(response.status, text).toBeLessThan(500);
    expect(text).not.toMatch(internals);
    expect(JSON.parse(text)).toMatchObject(expected);
  }
  const invalid = { code: 'validation_failed' };
  const nul = '\u0000';

  it('a NUL in an email, password or token, on signup, every grant and verify', async () => {
    for (const [path, body] of [
      ['/auth/v1/signup', { email: `a${nul}@example.com`, password: 'correct-horse' }],
      ['/auth/v1/signup', { email: 'a@example.com', password: `correct${nul}horse` }],
      ['/auth/v1/token?grant_type=password', { email: `a${nul}@example.com`, password: 'x' }],
      ['/auth/v1/token?grant_type=password', { email: demoAdmin.email, password: `x${nul}` }],
      ['/auth/v1/token?grant_type=refresh_token', { refresh_token: `abc${nul}` }],
      ['/auth/v1/token?grant_type=pkce', { auth_code: `abc${nul}`, code_verifier: 'v' }],
      ['/auth/v1/verify', { type: 'email', email: demoAdmin.email, token: `12${nul}456` }],
      ['/auth/v1/verify', { type: 'magiclink', token_hash: `abc${nul}` }],
    ] as const) {
      await expectClientError(await post(path, body), invalid);
    }
  });

  it('a lone surrogate in the signup email', async () => {
    const body = '{"email":"\\ud800@example.com","password":"correct-horse"}';
    await expectClientError(await post('/auth/v1/signup', body), invalid);
  });

  it('a NUL in the emailed link answers with the error in the redirect', async () => {
    const response = await fetch(`${backend.url}/auth/v1/verify?type=magiclink&token=ab%00cd`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain('error_code=validation_failed');
  });

  const storage = (path: string, init: RequestInit = {}) =>
    fetch(`${backend.url}/storage/v1${path}`, {
      ...init,
      headers: { apikey: anonKey, ...(init.headers as Record<string, string>) },
    });

  it('malformed percent-encoding in a storage path, on upload and public download', async () => {
    await expectClientError(
      await storage('/object/images/bad%E0%A4%A.png', { method: 'POST', body: 'x' }),
      { statusCode: '400', error: 'InvalidKey' },
    );
    await expectClientError(await storage('/object/public/images/bad%E0%A4%A.png'), {
      statusCode: '400',
      error: 'InvalidKey',
    });
  });

  it('bad JSON in x-metadata and in a multipart metadata field', async () => {
    await expectClientError(
      await storage('/object/images/hostile.png', {
        method: 'POST',
        headers: {
          'content-type': 'image/png',
          'x-metadata': Buffer.from('{bad').toString('base64'),
        },
        body: 'x',
      }),
      { statusCode: '400', message: expect.stringContaining('x-metadata') },
    );
    const form = new FormData();
    form.append('metadata', '{bad');
    form.append('', new Blob(['x'], { type: 'image/png' }), 'hostile.png');
    await expectClientError(
      await storage('/object/images/hostile.png', { method: 'POST', body: form }),
      { statusCode: '400', message: expect.stringContaining('metadata') },
    );
    const { rows } = await backend.db.query(
      "select 1 from storage.objects where name = 'hostile.png'",
    );
    expect(rows).toHaveLength(0);
  });
});

describe('body limits hold for chunked bodies too', () => {
  /**
   * Streams up to `max` bytes with no Content-Length, as fast as the server reads them, until it
   * answers; returns the status and how much it took before answering.
   */
  function streamChunked(path: string, headers: Record<string, string>, max: number) {
    return new Promise<{ status: number; sent: number }>((resolve, reject) => {
      const url = new URL(`${backend.url}${path}`);
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      let sent = 0;
      let answered = false;
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method: 'POST',
          headers,
        },
        (response) => {
          answered = true;
          response.resume();
          resolve({ status: response.statusCode ?? 0, sent });
          request.destroy();
        },
      );
      request.on('error', (error) => {
        if (!answered) reject(error);
      });
      const write = () => {
        while (!answered && sent < max) {
          sent += chunk.length;
          if (!request.write(chunk)) {
            request.once('drain', write);
            return;
          }
        }
        if (!answered) request.end();
      };
      write();
    });
  }

  it('a chunked 64 MB signup body gets 413 long before its end', async () => {
    const result = await streamChunked(
      '/auth/v1/signup',
      { apikey: anonKey, 'content-type': 'application/json' },
      64 * 1024 * 1024,
    );
    expect(result.status).toBe(413);
    expect(result.sent).toBeLessThan(24 * 1024 * 1024);
  });

  it('a chunked anonymous upload stops being read at the 50 MB limit', async () => {
    const result = await streamChunked(
      '/storage/v1/object/images/huge.png',
      { apikey: anonKey, 'content-type': 'image/png' },
      400 * 1024 * 1024,
    );
    expect(result.status).toBe(413);
    expect(result.sent).toBeLessThan(120 * 1024 * 1024);
  });
});

describe('length limits', () => {
  const admin = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` };

  it('a password over 72 bytes and metadata over 16 KB are refused, nothing stored', async () => {
    const email = `long-${Date.now()}@example.com`;
    const longPassword = await post(
      '/auth/v1/admin/users',
      { email, password: 'x'.repeat(900 * 1024) },
      admin,
    );
    expect(longPassword.status).toBe(400);
    expect(await longPassword.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    });
    const multibyte = await post(
      '/auth/v1/admin/users',
      { email, password: 'é'.repeat(37) },
      admin,
    );
    expect(multibyte.status).toBe(400);
    const bigMetadata = await post(
      '/auth/v1/admin/users',
      { email, password: 'correct-horse', user_metadata: { blob: 'x'.repeat(500 * 1024) } },
      admin,
    );
    expect(bigMetadata.status).toBe(400);
    expect(await bigMetadata.json()).toMatchObject({ code: 'validation_failed' });
    const { rows } = await backend.db.query('select 1 from auth.users where email = $1', [email]);
    expect(rows).toHaveLength(0);
    const tooLarge = await post(
      '/auth/v1/admin/users',
      { email, blob: 'x'.repeat(1100 * 1024) },
      admin,
    );
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ code: 'request_entity_too_large' });
  });
});

describe('password sign-in', () => {
  it('does the same hash check for unknown emails as for known ones', async () => {
    const verify = vi.spyOn(passwords, 'verify');
    try {
      const known = await post('/auth/v1/token?grant_type=password', {
        email: demoAdmin.email,
        password: 'wrong-password',
      });
      const unknown = await post('/auth/v1/token?grant_type=password', {
        email: `nobody-${Date.now()}@example.com`,
        password: 'wrong-password',
      });
      expect([known.status, unknown.status]).toEqual([400, 400]);
      expect(await unknown.json()).toEqual(await known.json());
      expect(verify).toHaveBeenCalledTimes(2);
      const [[, knownHash], [, dummyHash]] = verify.mock.calls as unknown as [
        [string, string],
        [string, string],
      ];
      // The same algorithm and cost for both.
      expect(dummyHash.split('$').slice(0, 3)).toEqual(knownHash.split('$').slice(0, 3));
    } finally {
      verify.mockRestore();
    }
  });

  it('signs in with a bcrypt hash from a hosted backup', async () => {
    const email = `bcrypt-${Date.now()}@example.com`;
    const created = await post(
      '/auth/v1/admin/users',
      { email, email_confirm: true },
      { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
    );
    const { id } = (await created.json()) as { id: string };
    for (const prefix of ['$2a$', '$2b$']) {
      const hash = bcrypt.hashSync('hosted-password', 4).replace(/^\$2[ab]\$/, prefix);
      await backend.db.query('update auth.users set encrypted_password = $2 where id = $1', [
        id,
        hash,
      ]);
      const right = await post('/auth/v1/token?grant_type=password', {
        email,
        password: 'hosted-password',
      });
      expect(right.status, prefix).toBe(200);
      const wrong = await post('/auth/v1/token?grant_type=password', { email, password: 'nope!!' });
      expect(wrong.status, prefix).toBe(400);
    }
  });
});

describe('as hosted Supabase answers', () => {
  const admin = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` };
  const adminGet = (path: string) => fetch(`${backend.url}${path}`, { headers: admin });

  it('the admin API refuses what signup refuses, and bad pagination', async () => {
    const created = await post('/auth/v1/admin/users', { email: 'xx:;x@x.x' }, admin);
    expect(created.status).toBe(400);
    expect(await created.json()).toMatchObject({ code: 'validation_failed' });
    for (const query of ['page=-1', 'per_page=-5', 'page=abc']) {
      const listed = await adminGet(`/auth/v1/admin/users?${query}`);
      expect(listed.status, query).toBe(400);
    }
  });

  it('lists users newest first and keeps admin-given metadata as given', async () => {
    const email = `meta-${Date.now()}@example.com`;
    const created = await post(
      '/auth/v1/admin/users',
      { email, email_confirm: true, user_metadata: { full_name: 'A' } },
      admin,
    );
    expect(((await created.json()) as { user_metadata: unknown }).user_metadata).toEqual({
      full_name: 'A',
    });
    const listed = (await (await adminGet('/auth/v1/admin/users?per_page=1')).json()) as {
      users: { email: string }[];
    };
    expect(listed.users[0]?.email).toBe(email);
  });

  it('storage needs the API key, except public object downloads', async () => {
    const bare = await fetch(`${backend.url}/storage/v1/bucket`);
    expect(bare.status).toBe(401);
    const upload = await fetch(`${backend.url}/storage/v1/object/images/nokey.png`, {
      method: 'POST',
      body: 'x',
    });
    expect(upload.status).toBe(401);
    const publicRead = await fetch(`${backend.url}/storage/v1/object/public/images/none.png`);
    expect(publicRead.status).not.toBe(401);
  });

  it('unknown storage routes answer 404 naming the route, not "Bucket not found"', async () => {
    const response = await fetch(`${backend.url}/storage/v1/object/sign/images/a.png`, {
      method: 'POST',
      headers: { apikey: anonKey, ...json },
      body: '{"expiresIn":60}',
    });
    const body = (await response.json()) as { statusCode: string; message: string };
    expect(body.statusCode).toBe('404');
    expect(body.message).toContain('POST /object/sign/images/a.png');
  });
});

// Last: they empty this backend's buckets for 127.0.0.1.
describe('rate limits (the defaults of config.toml, as hosted)', () => {
  it('stops password guessing, sequential and parallel, with 429', async () => {
    const guess = () =>
      post('/auth/v1/token?grant_type=password', {
        email: demoAdmin.email,
        password: 'wrong-password',
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++) statuses.push((await guess()).status);
    statuses.push(...(await Promise.all(Array.from({ length: 30 }, guess))).map((r) => r.status));
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    // scrypt is slow on a busy machine: the bucket refills by 0.5 a second meanwhile.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
    const limited = await guess();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'over_request_rate_limit' });
    // The right password is refused too while the address is limited.
    const right = await post('/auth/v1/token?grant_type=password', demoAdmin);
    expect(right.status).toBe(429);
  });

  it('stops code guessing, signups and recovery with 429', async () => {
    for (const [path, body] of [
      ['/auth/v1/verify', { email: demoAdmin.email, token: '123456', type: 'email' }],
      ['/auth/v1/signup', { email: 'a@example.com', password: 'correct-horse' }],
      ['/auth/v1/recover', { email: 'a@example.com' }],
      ['/auth/v1/otp', { email: 'a@example.com', create_user: false }],
    ] as const) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 32; attempt++) statuses.push((await post(path, body)).status);
      expect(statuses.slice(0, 20), path).not.toContain(429);
      expect(statuses.at(-1), path).toBe(429);
    }
  });
});

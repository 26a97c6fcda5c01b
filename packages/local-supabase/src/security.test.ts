// The abuse battery's findings, one test each: what an attacker tried and what they get now.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mailbox } from './auth/mailbox.ts';
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

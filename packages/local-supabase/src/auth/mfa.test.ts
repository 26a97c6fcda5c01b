// TOTP factors through supabase-js's auth.mfa, on both engines: enrol (QR code, manual key, URI),
// challenge, verify (aal2 and `totp` in amr), unenrol, and what an attacker gets: wrong and
// replayed codes, codes for another user's factor, brute force (the challenge is thrown away,
// the address is rate limited), an aal1 session removing the factor.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRateLimits } from '../config.ts';
import { postgresAvailable } from '../engines/postgres.ts';
import type { EngineName } from '../engines/database.ts';
import { anonKey, serviceRoleKey } from '../keys.ts';
import { startLocalSupabase, type LocalSupabase } from '../start.ts';
import { maxChallengeAttempts } from './mfa.ts';

const password = 'correct-horse-battery';
let counter = 0;

function codeFor(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

async function newUser(backend: LocalSupabase): Promise<string> {
  const email = `mfa${Date.now()}-${counter++}@example.com`;
  const response = await fetch(`${backend.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  expect(response.status).toBe(200);
  return email;
}

async function signedIn(backend: LocalSupabase, email: string): Promise<SupabaseClient> {
  const client = createClient(backend.url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return client;
}

async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  return data.session?.access_token ?? '';
}

/** A user with a verified TOTP factor; the client's session is aal2. */
async function enrolled(backend: LocalSupabase) {
  const email = await newUser(backend);
  const client = await signedIn(backend, email);
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
  expect(error).toBeNull();
  const factorId = data?.id ?? '';
  const secret = data?.totp.secret ?? '';
  const code = codeFor(secret);
  const verified = await client.auth.mfa.challengeAndVerify({ factorId, code });
  expect(verified.error).toBeNull();
  return { email, client, factorId, secret, code };
}

const engines: EngineName[] = ['pglite', ...(postgresAvailable() ? ['postgres' as const] : [])];

for (const engine of engines) {
  describe(`TOTP factors on ${engine}`, () => {
    let backend: LocalSupabase;
    beforeAll(async () => {
      backend = await startLocalSupabase({
        engine,
        port: 0,
        auth: { rateLimits: testRateLimits },
      });
    }, 180_000);
    afterAll(() => backend?.stop());

    it('enrols with a QR code, a manual key and an otpauth URI; unverified until a code is verified', async () => {
      const email = await newUser(backend);
      const client = await signedIn(backend, email);
      const { data, error } = await client.auth.mfa.enroll({
        factorType: 'totp',
        friendlyName: 'Phone',
        issuer: 'Tembo Safaris',
      });
      expect(error).toBeNull();
      expect(data).toMatchObject({ type: 'totp', friendly_name: 'Phone' });
      expect(data?.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg[\s\S]*<\/svg>\s*$/);
      expect(data?.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(data?.totp.uri).toBe(
        `otpauth://totp/Tembo%20Safaris:${encodeURIComponent(email)}?issuer=Tembo%20Safaris&secret=${data?.totp.secret}&algorithm=SHA1&digits=6&period=30`,
      );
      const listed = await client.auth.mfa.listFactors();
      expect(listed.data?.all).toEqual([
        expect.objectContaining({ id: data?.id, factor_type: 'totp', status: 'unverified' }),
      ]);
      expect(listed.data?.totp).toEqual([]);
      // The secret never comes back with the user.
      expect(JSON.stringify(listed.data)).not.toContain(data?.totp.secret);
      // A second factor with the same name is refused, as GoTrue does.
      const again = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
      expect(again.error?.code).toBe('mfa_factor_name_conflict');
      const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
      expect(phone.error?.code).toBe('mfa_phone_enroll_not_enabled');
    });

    it('verifies: a new aal2 session with totp and password in amr; sign-in again is aal1 with aal2 next', async () => {
      const { email, client, factorId, secret, code } = await enrolled(backend);
      const claims = decodeJwt(await accessToken(client));
      expect(claims.aal).toBe('aal2');
      expect((claims.amr as { method: string }[]).map((entry) => entry.method).sort()).toEqual([
        'password',
        'totp',
      ]);
      const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
      expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
      expect((await client.auth.mfa.listFactors()).data?.totp).toEqual([
        expect.objectContaining({ id: factorId, status: 'verified' }),
      ]);
      // A refresh keeps aal2.
      const refreshed = await client.auth.refreshSession();
      expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal2');

      const second = await signedIn(backend, email);
      expect(decodeJwt(await accessToken(second)).aal).toBe('aal1');
      const pending = await second.auth.mfa.getAuthenticatorAssuranceLevel();
      expect(pending.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
      // The code already used is refused; the next one (accepted within one step) passes.
      const replay = await second.auth.mfa.challengeAndVerify({ factorId, code });
      expect(replay.error?.code).toBe('mfa_verification_failed');
      const next = await second.auth.mfa.challengeAndVerify({
        factorId,
        code: codeFor(secret, 1),
      });
      expect(next.error).toBeNull();
      expect(decodeJwt(await accessToken(second)).aal).toBe('aal2');
    });

    it('refuses wrong codes, throws the challenge away after repeated ones, and hides other users’ factors', async () => {
      const { email, factorId, secret } = await enrolled(backend);
      const client = await signedIn(backend, email);
      const challenge = await client.auth.mfa.challenge({ factorId });
      const challengeId = challenge.data?.id ?? '';
      expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000);
      const wrong = String((Number(codeFor(secret, 1)) + 500_000) % 1_000_000).padStart(6, '0');
      for (let attempt = 1; attempt <= maxChallengeAttempts; attempt += 1) {
        const result = await client.auth.mfa.verify({ factorId, challengeId, code: wrong });
        expect(result.error?.code).toBe('mfa_verification_failed');
      }
      const late = await client.auth.mfa.verify({
        factorId,
        challengeId,
        code: codeFor(secret, 1),
      });
      expect(late.error?.code).toBe('mfa_factor_not_found');
      for (const code of ['', '12345', 'abcdef', '1234567', ' 123456']) {
        const fresh = await client.auth.mfa.challenge({ factorId });
        const result = await client.auth.mfa.verify({
          factorId,
          challengeId: fresh.data?.id ?? '',
          code,
        });
        expect(result.error?.code).toBe('mfa_verification_failed');
      }
      const nul = await client.auth.mfa.verify({ factorId, challengeId, code: `12${'\u0000'}456` });
      expect(nul.error?.code).toBe('validation_failed');
      expect(decodeJwt(await accessToken(client)).aal).toBe('aal1');

      const stranger = await signedIn(backend, await newUser(backend));
      const theirs = await stranger.auth.mfa.challenge({ factorId });
      expect(theirs.error?.code).toBe('mfa_factor_not_found');
      const notAnId = await stranger.auth.mfa.challenge({ factorId: 'not-a-uuid' });
      expect(notAnId.error?.code).toBe('mfa_factor_not_found');
    });

    it('unenrols only from an aal2 session; sessions that used the factor fall back to aal1', async () => {
      const { email, client, factorId } = await enrolled(backend);
      const weak = await signedIn(backend, email);
      const refused = await weak.auth.mfa.unenroll({ factorId });
      expect(refused.error?.code).toBe('insufficient_aal');
      // Nor can an aal1 session add a factor of its own once one is verified.
      const added = await weak.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Other' });
      expect(added.error?.code).toBe('insufficient_aal');
      const removed = await client.auth.mfa.unenroll({ factorId });
      expect(removed.error).toBeNull();
      expect(removed.data).toEqual({ id: factorId });
      const refreshed = await client.auth.refreshSession();
      expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal1');
      expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
    });

    it('swaps the refresh token on verify: the old one, presented again at once, gives the aal2 session', async () => {
      const email = await newUser(backend);
      const client = await signedIn(backend, email);
      const before = (await client.auth.getSession()).data.session?.refresh_token ?? '';
      const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
      await client.auth.mfa.challengeAndVerify({
        factorId: data?.id ?? '',
        code: codeFor(data?.totp.secret ?? ''),
      });
      const response = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: before }),
      });
      expect(response.status).toBe(200);
      const session = (await response.json()) as { access_token: string };
      expect(decodeJwt(session.access_token).aal).toBe('aal2');
    });

    it('signs out the other aal1 sessions when the first factor is verified', async () => {
      const email = await newUser(backend);
      const other = await signedIn(backend, email);
      const client = await signedIn(backend, email);
      const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
      await client.auth.mfa.challengeAndVerify({
        factorId: data?.id ?? '',
        code: codeFor(data?.totp.secret ?? ''),
      });
      const { error } = await other.auth.refreshSession();
      expect(error?.code).toBe('refresh_token_not_found');
    });
  });
}

describe('TOTP verification is rate limited per address', () => {
  let backend: LocalSupabase;
  beforeAll(async () => {
    backend = await startLocalSupabase({
      port: 0,
      auth: { rateLimits: { ...testRateLimits, tokenVerifications: 10 } },
    });
  }, 180_000);
  afterAll(() => backend?.stop());

  it('answers 429 once the bucket of token_verifications is empty', async () => {
    const client = await signedIn(backend, await newUser(backend));
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const factorId = data?.id ?? '';
    const codes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const result = await client.auth.mfa.challenge({ factorId });
      codes.push(result.error?.code);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(undefined));
    expect(codes.slice(10)).toEqual(['over_request_rate_limit', 'over_request_rate_limit']);
  });
});

describe('[auth.mfa.totp] switched off', () => {
  let backend: LocalSupabase;
  beforeAll(async () => {
    backend = await startLocalSupabase({
      port: 0,
      auth: { rateLimits: testRateLimits, totp: { enroll: false, verify: false } },
    });
  }, 180_000);
  afterAll(() => backend?.stop());

  it("answers GoTrue's 422 for a feature turned off, which auth-js does not retry", async () => {
    const client = await signedIn(backend, await newUser(backend));
    const enrol = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrol.error?.code).toBe('mfa_totp_enroll_not_enabled');
    expect(enrol.error?.status).toBe(422);
    const challenge = await client.auth.mfa.challenge({
      factorId: '00000000-0000-4000-8000-000000000000',
    });
    expect(challenge.error?.code).toBe('mfa_totp_verify_not_enabled');
  });
});

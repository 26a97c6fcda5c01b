/**
 * The time-to-submit check and the Turnstile challenge past a cap, over HTTP on the running
 * stack (docs/decisions.md#enquiry-form-token): the form token from the REST API, the refusal
 * that asks for the challenge, the enquiry-challenge edge function checking the answer with the
 * Turnstile stand-in, and the passed token letting one enquiry through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from './start.ts';
import { standInPass } from './turnstile.ts';

let backend: LocalSupabase;

const headers = () => ({
  apikey: backend.anonKey,
  authorization: `Bearer ${backend.anonKey}`,
  'content-type': 'application/json',
});

async function formToken(): Promise<string> {
  const response = await fetch(`${backend.url}/rest/v1/rpc/enquiry_form_token`, {
    method: 'POST',
    headers: headers(),
    body: '{}',
  });
  expect(response.status).toBe(200);
  return (await response.json()) as string;
}

/** A form token issued `seconds` ago, as if the form had been on screen that long. */
async function renderedAgo(seconds: number): Promise<string> {
  const { rows } = await backend.db.query<{ token: string }>(
    `select public.sign_enquiry_form_token(
       public.epoch_ms(clock_timestamp() - make_interval(secs => $1)), 0) as token`,
    [seconds],
  );
  return rows[0]!.token;
}

async function sendEnquiry(email: string, token: string | null) {
  const response = await fetch(`${backend.url}/rest/v1/rpc/submit_enquiry`, {
    method: 'POST',
    headers: {
      ...headers(),
      ...(token ? { 'x-enquiry-token': token } : {}),
    },
    body: JSON.stringify({
      submission: { name: 'Amina', email, message: 'Gorillas in June, please.' },
    }),
  });
  const body = response.status === 204 ? null : ((await response.json()) as Record<string, string>);
  return { status: response.status, body };
}

async function challenge(turnstileToken: string, token: string) {
  const response = await fetch(`${backend.url}/functions/v1/enquiry-challenge`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ turnstileToken, formToken: token }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

beforeAll(async () => {
  backend = await startLocalSupabase({
    port: 0,
    scheduler: false,
    smtp: false,
    turnstile: { secretKey: 'test-secret' },
    enquiryCaps: { perClientPerHour: 1, perHour: 100 },
    minSecondsToSubmit: 5,
  });
});
afterAll(() => backend?.stop());

describe('enquiry form token and challenge over HTTP', () => {
  it('refuses an enquiry sent right after the form rendered, and one without a token', async () => {
    const quick = await sendEnquiry('quick@example.test', await formToken());
    expect(quick).toMatchObject({ status: 429, body: { code: 'PT429', hint: 'too-fast' } });
    const none = await sendEnquiry('none@example.test', null);
    expect(none).toMatchObject({ status: 400, body: { code: 'PT400', hint: 'form-token' } });
  });

  it('past the cap, asks for the challenge; a passed one lets the enquiry through once', async () => {
    const token = await renderedAgo(30);
    expect((await sendEnquiry('first@example.test', token)).status).toBe(204);
    const capped = await sendEnquiry('second@example.test', token);
    expect(capped).toMatchObject({ status: 429, body: { hint: 'challenge' } });

    expect(await challenge('stand-in-fail', token)).toMatchObject({
      status: 403,
      body: { error: 'challenge_failed' },
    });
    expect((await challenge(`${standInPass}key`, 'forged.0.token')).status).toBe(400);
    const passed = await challenge(`${standInPass}key`, token);
    expect(passed.status).toBe(200);
    expect(passed.body.formToken).toMatch(/^\d+\.[1-9]\d*\.[0-9a-f]{64}$/);

    expect((await sendEnquiry('second@example.test', passed.body.formToken!)).status).toBe(204);
    expect(await sendEnquiry('third@example.test', passed.body.formToken!)).toMatchObject({
      status: 429,
      body: { hint: 'challenge' },
    });
    const { rows } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.enquiries where email in ('first@example.test', 'second@example.test', 'third@example.test')`,
    );
    expect(rows[0]?.n).toBe(2);
  });

  it('serves the Turnstile stand-in script to a browser, with no key', async () => {
    const script = await fetch(`${backend.url}/__stand-in/turnstile/api.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('window.turnstile');
  });
});

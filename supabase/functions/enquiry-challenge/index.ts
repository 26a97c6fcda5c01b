// POST /functions/v1/enquiry-challenge  {turnstileToken, formToken}  →  {formToken}
//
// The Turnstile challenge the enquiry form shows past a spam cap (docs/decisions.md#enquiry-form-token).
// The function checks the visitor's answer with Cloudflare's siteverify endpoint, then asks the
// database, with the service role, to mark the form token as passed (pass_enquiry_challenge).
// The form sends its enquiry again with the passed token, which lets that one enquiry through
// the caps. The database alone decides; this function only vouches for the challenge.
//
// Secrets (`supabase secrets set`): TURNSTILE_SECRET_KEY (off without it: 404),
// TURNSTILE_VERIFY_URL (default Cloudflare's siteverify; tests use local-supabase's stand-in),
// SUPABASE_SERVICE_ROLE_KEY. Web-standard Request/Response, so the same file runs on Supabase
// Edge Functions (Deno) and in local-supabase, which imports the default export.

export type FunctionEnv = Record<string, string | undefined>;

/** Visitors call it without a session. */
export const config = { verifyJwt: false };

export const defaultVerifyUrl = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
const maxBodyBytes = 4096;
const verifyTimeoutMs = 10_000;

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'authorization, apikey, content-type, x-client-info',
  'access-control-max-age': '86400',
};

function reply(status: number, body: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'content-type': 'application/json; charset=utf-8' },
  });
}

const failed = (status: number, error: string, message: string) =>
  reply(status, { error, message });

function clientAddress(request: Request): string | undefined {
  const headers = request.headers;
  return (
    headers.get('cf-connecting-ip') ??
    headers.get('x-real-ip') ??
    headers.get('x-forwarded-for')?.split(',')[0]?.trim() ??
    undefined
  );
}

async function readBody(request: Request): Promise<{ turnstileToken: string; formToken: string }> {
  const text = await request.text();
  if (text.length > maxBodyBytes) throw new Error('body too large');
  const body = JSON.parse(text) as unknown;
  if (typeof body !== 'object' || body === null) throw new Error('not an object');
  const { turnstileToken, formToken } = body as Record<string, unknown>;
  if (
    typeof turnstileToken !== 'string' ||
    turnstileToken.length === 0 ||
    turnstileToken.length > 2048
  )
    throw new Error('turnstileToken');
  if (typeof formToken !== 'string' || formToken.length === 0 || formToken.length > 200)
    throw new Error('formToken');
  return { turnstileToken, formToken };
}

async function verifyTurnstile(
  env: FunctionEnv,
  token: string,
  remoteip: string | undefined,
): Promise<boolean> {
  const form = new URLSearchParams({ secret: env.TURNSTILE_SECRET_KEY ?? '', response: token });
  if (remoteip) form.set('remoteip', remoteip);
  const response = await fetch(env.TURNSTILE_VERIFY_URL || defaultVerifyUrl, {
    method: 'POST',
    body: form,
    signal: AbortSignal.timeout(verifyTimeoutMs),
  });
  if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
  const outcome = (await response.json()) as { success?: unknown };
  return outcome.success === true;
}

export default async function handler(request: Request, env: FunctionEnv): Promise<Response> {
  if (request.method === 'OPTIONS')
    return new Response(null, { status: 204, headers: corsHeaders });
  if (!env.TURNSTILE_SECRET_KEY) {
    return failed(404, 'not_configured', 'The challenge is not configured.');
  }
  if (request.method !== 'POST') return failed(405, 'method_not_allowed', 'Use POST.');
  let body: { turnstileToken: string; formToken: string };
  try {
    body = await readBody(request);
  } catch {
    return failed(400, 'invalid_body', 'Send {"turnstileToken": "...", "formToken": "..."}.');
  }
  let human: boolean;
  try {
    human = await verifyTurnstile(env, body.turnstileToken, clientAddress(request));
  } catch {
    return failed(502, 'verify_unavailable', 'The check could not be confirmed. Please try again.');
  }
  if (!human) {
    return failed(403, 'challenge_failed', 'The check did not succeed. Please try it again.');
  }
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  const passed = await fetch(`${env.SUPABASE_URL}/rest/v1/rpc/pass_enquiry_challenge`, {
    method: 'POST',
    headers: {
      apikey: serviceKey,
      authorization: `Bearer ${serviceKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ form_token: body.formToken }),
  });
  if (passed.status === 400) {
    return failed(
      400,
      'invalid_form_token',
      'This form could not be checked. Please wait a few seconds and send it again.',
    );
  }
  if (!passed.ok) {
    return failed(
      502,
      'database_unavailable',
      'The check could not be recorded. Please try again.',
    );
  }
  return reply(200, { formToken: (await passed.json()) as string });
}

// On Supabase Edge Functions (Deno) the module serves itself; local-supabase imports `handler`.
interface DenoRuntime {
  env: { toObject(): Record<string, string> };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
}
const deno = (globalThis as { Deno?: DenoRuntime }).Deno;
deno?.serve((request) => handler(request, deno.env.toObject()));

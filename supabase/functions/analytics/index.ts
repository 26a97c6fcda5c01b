// POST /functions/v1/analytics/events       {name, properties, timestamp}
// POST /functions/v1/analytics/performance  {name, value, timestamp}
//
// Stores the site's analytics in public.analytics_events through PostgREST with the anon key,
// by calling record_analytics_event(event jsonb), which checks each field again in the database
// (docs/decisions.md#visitor-writes); nobody may insert into the table directly, and only admins
// read it. The site posts to
// /api/analytics/*, which the static host rewrites here (README: "Analytics endpoint").
//
// Web-standard Request/Response only, so the same file runs on Supabase Edge Functions (Deno,
// served by the Deno.serve call at the bottom) and in local-supabase (which imports the default
// export; the root README, "Edge functions", describes the module shape).

/** What the runtime provides: on Supabase these are the function's secrets. */
export interface FunctionEnv {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
}

/** Visitors send analytics without a session, so the gateway must not demand a JWT. */
export const config = { verifyJwt: false };

/** Bodies above this are refused before parsing (413). */
export const maxBodyBytes = 8 * 1024;
/** Serialized `properties` above this are refused (the table's check allows 4096). */
export const maxPropertiesBytes = 4096;

const namePattern = /^[A-Za-z0-9_.:/ -]{1,100}$/;
// Browsers' clocks drift; a day either way is plausible, more is a bug or a forgery.
const maxClockSkewMs = 24 * 60 * 60 * 1000;

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'authorization, apikey, content-type, x-client-info',
  'access-control-max-age': '86400',
};

function reply(status: number, body?: { error: string; message: string }, headers = {}): Response {
  return new Response(body ? JSON.stringify(body) : null, {
    status,
    headers: {
      ...corsHeaders,
      ...(body ? { 'content-type': 'application/json; charset=utf-8' } : {}),
      ...headers,
    },
  });
}

class Invalid extends Error {}

function expectKeys(body: Record<string, unknown>, allowed: string[]): void {
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) throw new Invalid(`unknown field(s): ${unknown.join(', ')}`);
}

function validName(value: unknown): string {
  if (typeof value !== 'string' || !namePattern.test(value)) {
    throw new Invalid('name must be 1-100 characters of letters, digits, space and _ . : / -');
  }
  return value;
}

function validTimestamp(value: unknown): string {
  // ISO 8601 with a time and a zone, as Date.prototype.toISOString writes it.
  if (
    typeof value !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)
  ) {
    throw new Invalid('timestamp must be an ISO 8601 date-time string');
  }
  const time = Date.parse(value);
  if (Number.isNaN(time) || Math.abs(time - Date.now()) > maxClockSkewMs) {
    throw new Invalid('timestamp must be a real time within a day of now');
  }
  return new Date(time).toISOString();
}

type Row = {
  kind: 'event' | 'performance';
  name: string;
  properties: Record<string, unknown>;
  value: number | null;
  client_timestamp: string;
};

function parseEvent(body: Record<string, unknown>): Row {
  expectKeys(body, ['name', 'properties', 'timestamp']);
  const properties = body.properties ?? {};
  if (typeof properties !== 'object' || properties === null || Array.isArray(properties)) {
    throw new Invalid('properties must be a JSON object');
  }
  if (new TextEncoder().encode(JSON.stringify(properties)).length > maxPropertiesBytes) {
    throw new Invalid(`properties must serialize to at most ${maxPropertiesBytes} bytes`);
  }
  return {
    kind: 'event',
    name: validName(body.name),
    properties: properties as Record<string, unknown>,
    value: null,
    client_timestamp: validTimestamp(body.timestamp),
  };
}

function parsePerformance(body: Record<string, unknown>): Row {
  expectKeys(body, ['name', 'value', 'timestamp']);
  const value = body.value;
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > 1e12) {
    throw new Invalid('value must be a finite number');
  }
  return {
    kind: 'performance',
    name: validName(body.name),
    properties: {},
    value,
    client_timestamp: validTimestamp(body.timestamp),
  };
}

/** Reads at most `limit` bytes; undefined when the body is larger. */
async function readLimited(request: Request, limit: number): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** The handler: `(request, env) => Response`, no runtime-specific APIs. */
export async function handler(request: Request, env: FunctionEnv): Promise<Response> {
  if (request.method === 'OPTIONS') return reply(204);
  const endpoint = new URL(request.url).pathname.replace(/\/+$/, '').split('/').pop();
  if (endpoint !== 'events' && endpoint !== 'performance') {
    return reply(404, {
      error: 'not_found',
      message: 'POST to /analytics/events or /analytics/performance',
    });
  }
  if (request.method !== 'POST') {
    return reply(
      405,
      { error: 'method_not_allowed', message: 'Only POST is allowed' },
      { allow: 'POST, OPTIONS' },
    );
  }
  // sendBeacon posts its Blob's type (application/json); a plain string beacon is text/plain.
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json' && type !== 'text/plain') {
    return reply(415, { error: 'unsupported_media_type', message: 'Send JSON (application/json)' });
  }
  const text = await readLimited(request, maxBodyBytes);
  if (text === undefined) {
    return reply(413, {
      error: 'payload_too_large',
      message: `The body must be at most ${maxBodyBytes} bytes`,
    });
  }
  let row: Row;
  try {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Invalid('The body is not valid JSON');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new Invalid('The body must be a JSON object');
    }
    row =
      endpoint === 'events'
        ? parseEvent(body as Record<string, unknown>)
        : parsePerformance(body as Record<string, unknown>);
  } catch (error) {
    if (error instanceof Invalid)
      return reply(400, { error: 'invalid_request', message: error.message });
    throw error;
  }

  const stored = await fetch(`${env.SUPABASE_URL}/rest/v1/rpc/record_analytics_event`, {
    method: 'POST',
    headers: {
      apikey: env.SUPABASE_ANON_KEY,
      authorization: `Bearer ${env.SUPABASE_ANON_KEY}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ event: row }),
  });
  if (stored.status === 400) {
    // The function or a check of the table refused the event. The database measures properties in jsonb's text
    // form, which adds a space after every ':' and ',', so a payload just under the limit here
    // can still be over it there: that is bad input too, not an outage.
    const refusal = (await stored.json().catch(() => ({}))) as { message?: string };
    return reply(400, {
      error: 'invalid_request',
      message: `The event does not fit the table's limits: ${refusal.message ?? 'check failed'}`,
    });
  }
  if (!stored.ok) {
    return reply(502, {
      error: 'storage_failed',
      message: `The database refused the event (${stored.status})`,
    });
  }
  return reply(202);
}

export default handler;

// On Supabase Edge Functions (Deno) the module serves itself; local-supabase imports `handler`.
interface DenoRuntime {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
}
const deno = (globalThis as { Deno?: DenoRuntime }).Deno;
deno?.serve((request) =>
  handler(request, {
    SUPABASE_URL: deno.env.get('SUPABASE_URL') ?? '',
    SUPABASE_ANON_KEY: deno.env.get('SUPABASE_ANON_KEY') ?? '',
  }),
);

// Hostile input to every endpoint of the local backend, on both engines. The endpoints come from
// the server's own route table, so a new route without hostile cases fails here. After each case
// the database is read to prove nothing was stored (or removed), and no answer may be a 5xx.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mailbox } from './auth/mailbox.ts';
import { defaultRateLimits, testRateLimits } from './config.ts';
import { postgresAvailable } from './engines/postgres.ts';
import type { EngineName } from './engines/database.ts';
import { anonKey, serviceRoleKey } from './keys.ts';
import { createApp, routeTable, type ServerOptions } from './server/app.ts';
import { startLocalSupabase, type LocalSupabase } from './start.ts';

/**
 * One request over its own connection with node:http, which (unlike fetch) still reads an
 * answer the server sends before it has read the whole body.
 */
function send(base: string, item: Case): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    const body = item.body === undefined ? undefined : Buffer.from(item.body);
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: item.path,
        method: item.method,
        agent: false,
        headers: {
          apikey: anonKey,
          ...item.headers,
          ...(body ? { 'content-length': String(body.length) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

interface Case {
  /** What the case sends, for the report. */
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

const nul = '\u0000';
const hostileSegments = [
  '%00',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  "x'%3B%20drop%20table%20auth.users%3B--",
  '%F0%9F%98%80'.repeat(40),
];
const hostileBodies: [string, string][] = [
  ['malformed JSON', '{"email": '],
  ['a JSON array', '[1,2,3]'],
  ['a JSON string', '"x"'],
  ['deep nesting', '['.repeat(50_000) + ']'.repeat(50_000)],
  [
    'NUL in every field',
    JSON.stringify(
      Object.fromEntries(
        [
          'email',
          'password',
          'token',
          'token_hash',
          'refresh_token',
          'auth_code',
          'code_verifier',
          'code_challenge',
          'type',
          'redirect_to',
          'name',
          'prefix',
          'search',
        ].map((key) => [key, `a${nul}b@example.com`]),
      ),
    ),
  ],
  [
    'lone surrogates',
    '{"email":"\\ud800@example.com","password":"\\udc00\\udc00\\udc00x","data":{"\\ud800":1},"token":"\\ud800","type":"email","prefixes":["\\ud800"]}',
  ],
  [
    'wrong types',
    JSON.stringify({
      email: { $ne: null },
      password: ['a'],
      data: 'x',
      user_metadata: [1],
      app_metadata: 5,
      type: 7,
      prefixes: [1, null, {}],
      limit: 'all',
      offset: -1,
      sortBy: { column: 'name; drop table x', order: 'desc' },
      code_challenge_method: 's256',
      code_challenge: 5,
    }),
  ],
  ['NUL in metadata keys', `{"data":{"k${'\\u0000'}":1},"user_metadata":{"k${'\\u0000'}":"v"}}`],
  [
    'an oversized password and metadata',
    JSON.stringify({
      email: 'hostile-big@example.com',
      password: 'p'.repeat(200_000),
      data: { blob: 'x'.repeat(200_000) },
    }),
  ],
  ['an SQL-looking email', JSON.stringify({ email: "x@x.x'; delete from auth.users; --" })],
];

const hostileHeaders: [string, Record<string, string>][] = [
  ['a garbage bearer token', { authorization: 'Bearer not.a.jwt' }],
  [
    'an unsigned (alg none) token',
    {
      authorization: `Bearer ${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"role":"service_role","sub":"00000000-0000-0000-0000-000000000000"}').toString('base64url')}.`,
    },
  ],
  ['bad x-metadata', { 'x-metadata': 'not base64 {{{', 'content-type': 'image/png' }],
  ['NUL in x-metadata JSON', { 'x-metadata': Buffer.from('{"a":"\\u0000"}').toString('base64') }],
  ['a broken multipart body', { 'content-type': 'multipart/form-data; boundary=zzz' }],
];

/** Fills `:params` and `*` of a route pattern. */
function fill(pattern: string, param: string, rest: string): string {
  return pattern.replace(/:\w+/g, param).replace(/\*$/, rest);
}

function methodsOf(method: string): string[] {
  return method === 'ALL' ? ['GET', 'POST'] : [method];
}

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The generic battery for one route: hostile paths, bodies and credentials. */
function battery(route: string, queries: string[] = []): Case[] {
  const [method = 'GET', pattern = '/'] = route.split(' ');
  const cases: Case[] = [];
  for (const verb of methodsOf(method)) {
    const plain = fill(pattern, 'images', 'hostile/x.png');
    const paths =
      pattern.includes(':') || pattern.endsWith('*')
        ? hostileSegments.map((segment) => fill(pattern, segment, `${segment}/${segment}`))
        : [];
    for (const path of paths) cases.push({ label: `path ${path}`, method: verb, path });
    for (const query of queries) {
      cases.push({ label: `query ${query}`, method: verb, path: `${plain}?${query}` });
    }
    for (const [label, headers] of hostileHeaders) {
      cases.push({
        label,
        method: verb,
        path: plain,
        headers,
        ...(bodyMethods.has(verb)
          ? { body: label.includes('multipart') ? '--zzz\r\nbroken' : 'x' }
          : {}),
      });
    }
    if (bodyMethods.has(verb)) {
      for (const [label, body] of hostileBodies) {
        cases.push({
          label,
          method: verb,
          path: plain,
          headers: { 'content-type': 'application/json' },
          body,
        });
        // Admin endpoints go deeper with the service key.
        if (plain.includes('/admin/')) {
          cases.push({
            label: `${label}, as service_role`,
            method: verb,
            path: plain,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${serviceRoleKey}`,
            },
            body,
          });
        }
      }
    }
  }
  return cases;
}

/** A signed-in user's access token on the engine under test (set in its beforeAll). */
let userToken = '';

/**
 * The battery again with a signed-in user's token, so the hostile paths and bodies get past the
 * authentication (the factor endpoints).
 */
function asUser(route: string): Case[] {
  return battery(route)
    .filter((item) => !item.headers?.authorization)
    .map((item) => ({
      ...item,
      label: `${item.label}, signed in`,
      headers: { ...item.headers, authorization: `Bearer ${userToken}` },
    }));
}

const tokenQueries = [
  'grant_type=password',
  'grant_type=refresh_token',
  'grant_type=pkce',
  'grant_type=%00',
  'grant_type=%E0%A4%A',
];
const verifyQueries = [
  'type=magiclink&token=ab%00cd',
  'type=signup&token=%E0%A4%A',
  'type=recovery&token=x&redirect_to=http://127.0.0.1:5391@evil.example/',
  'type=%00&token=%00&redirect_to=%00',
  'type=magiclink&token=pkce_%00',
];
const pageQueries = ['page=-1', 'per_page=-1', 'page=%00', 'page=99999999999999999999'];

/**
 * Every endpoint's cases. A route missing here fails the suite: new endpoints must say what
 * hostile input they were tried with.
 */
const casesByRoute: Record<string, () => Case[]> = {
  'ALL /api/:name': () => battery('ALL /api/:name'),
  'ALL /api/:name/*': () => [
    ...battery('ALL /api/:name/*'),
    ...battery('POST /api/analytics/events'),
    ...battery('POST /api/analytics/performance'),
  ],
  'ALL /auth/v1/*': () => battery('ALL /auth/v1/*'),
  'ALL /auth/v1/invite': () => battery('ALL /auth/v1/invite'),
  'ALL /auth/v1/magiclink': () => battery('ALL /auth/v1/magiclink'),
  'ALL /auth/v1/sso': () => battery('ALL /auth/v1/sso'),
  'ALL /auth/v1/user/identities/*': () => battery('ALL /auth/v1/user/identities/*'),
  'ALL /functions/v1/:name': () => battery('ALL /functions/v1/:name'),
  'ALL /functions/v1/:name/*': () => [
    ...battery('ALL /functions/v1/:name/*'),
    ...battery('POST /functions/v1/analytics/events'),
    ...battery('POST /functions/v1/enquiry-challenge'),
  ],
  'ALL /storage/v1/*': () => battery('ALL /storage/v1/*'),
  'ALL /storage/v1/object/copy': () => battery('ALL /storage/v1/object/copy'),
  'ALL /storage/v1/object/move': () => battery('ALL /storage/v1/object/move'),
  'ALL /storage/v1/object/sign/*': () => battery('ALL /storage/v1/object/sign/*'),
  'ALL /storage/v1/object/upload/sign/*': () => battery('ALL /storage/v1/object/upload/sign/*'),
  'ALL /storage/v1/render/*': () => battery('ALL /storage/v1/render/*'),
  'ALL /storage/v1/upload/resumable': () => battery('ALL /storage/v1/upload/resumable'),
  'ALL /storage/v1/upload/resumable/*': () => battery('ALL /storage/v1/upload/resumable/*'),
  'DELETE /__dev/mailbox': () => battery('DELETE /__dev/mailbox', ['secret=%00']),
  'DELETE /auth/v1/admin/users/:id': () => battery('DELETE /auth/v1/admin/users/:id'),
  'DELETE /auth/v1/factors/:id': () => [
    ...battery('DELETE /auth/v1/factors/:id'),
    ...asUser('DELETE /auth/v1/factors/:id'),
  ],
  'DELETE /storage/v1/object/:bucket': () => battery('DELETE /storage/v1/object/:bucket'),
  'DELETE /storage/v1/object/:bucket/*': () => battery('DELETE /storage/v1/object/:bucket/*'),
  'GET /': () => battery('GET /', ['%00=%00']),
  'GET /__stand-in/turnstile/api.js': () => battery('GET /__stand-in/turnstile/api.js'),
  'POST /__stand-in/turnstile/siteverify': () => battery('POST /__stand-in/turnstile/siteverify'),
  'GET /__dev/mailbox': () => battery('GET /__dev/mailbox', ['email=%00', 'secret=%E0%A4%A']),
  'GET /auth/v1/.well-known/jwks.json': () => battery('GET /auth/v1/.well-known/jwks.json'),
  'GET /auth/v1/admin/users': () => battery('GET /auth/v1/admin/users', pageQueries),
  'GET /auth/v1/admin/users/:id': () => battery('GET /auth/v1/admin/users/:id'),
  'GET /auth/v1/authorize': () =>
    battery('GET /auth/v1/authorize', ['provider=%00', 'provider=github&redirect_to=%00']),
  'GET /auth/v1/health': () => battery('GET /auth/v1/health'),
  'GET /auth/v1/reauthenticate': () => battery('GET /auth/v1/reauthenticate'),
  'GET /auth/v1/settings': () => battery('GET /auth/v1/settings'),
  'GET /auth/v1/user': () => battery('GET /auth/v1/user'),
  'GET /auth/v1/verify': () => battery('GET /auth/v1/verify', verifyQueries),
  'GET /storage/v1/bucket': () => battery('GET /storage/v1/bucket'),
  'GET /storage/v1/bucket/:id': () => battery('GET /storage/v1/bucket/:id'),
  'GET /storage/v1/object/:bucket/*': () =>
    battery('GET /storage/v1/object/:bucket/*', ['download=%00']),
  'GET /storage/v1/object/authenticated/:bucket/*': () =>
    battery('GET /storage/v1/object/authenticated/:bucket/*'),
  'GET /storage/v1/object/info/:bucket/*': () => battery('GET /storage/v1/object/info/:bucket/*'),
  'GET /storage/v1/object/public/:bucket/*': () =>
    battery('GET /storage/v1/object/public/:bucket/*', ['download=%E0%A4%A']),
  'HEAD /storage/v1/object/:bucket/*': () => battery('HEAD /storage/v1/object/:bucket/*'),
  'HEAD /storage/v1/object/authenticated/:bucket/*': () =>
    battery('HEAD /storage/v1/object/authenticated/:bucket/*'),
  'HEAD /storage/v1/object/public/:bucket/*': () =>
    battery('HEAD /storage/v1/object/public/:bucket/*'),
  'POST /auth/v1/admin/generate_link': () => battery('POST /auth/v1/admin/generate_link'),
  'POST /auth/v1/admin/users': () => battery('POST /auth/v1/admin/users'),
  'POST /auth/v1/factors': () => [
    ...battery('POST /auth/v1/factors'),
    ...asUser('POST /auth/v1/factors'),
  ],
  'POST /auth/v1/factors/:id/challenge': () => [
    ...battery('POST /auth/v1/factors/:id/challenge'),
    ...asUser('POST /auth/v1/factors/:id/challenge'),
  ],
  'POST /auth/v1/factors/:id/verify': () => [
    ...battery('POST /auth/v1/factors/:id/verify'),
    ...asUser('POST /auth/v1/factors/:id/verify'),
  ],
  'POST /auth/v1/logout': () => battery('POST /auth/v1/logout', ['scope=%00']),
  'POST /auth/v1/otp': () => battery('POST /auth/v1/otp', ['redirect_to=%00']),
  'POST /auth/v1/recover': () => battery('POST /auth/v1/recover'),
  'POST /auth/v1/resend': () => battery('POST /auth/v1/resend'),
  'POST /auth/v1/signup': () => battery('POST /auth/v1/signup', ['redirect_to=%E0%A4%A']),
  'POST /auth/v1/token': () =>
    tokenQueries.flatMap((query) => battery(`POST /auth/v1/token?${query}`)),
  'POST /auth/v1/verify': () => battery('POST /auth/v1/verify'),
  'POST /storage/v1/object/:bucket/*': () => battery('POST /storage/v1/object/:bucket/*'),
  'POST /storage/v1/object/list/:bucket': () => battery('POST /storage/v1/object/list/:bucket'),
  'PUT /auth/v1/admin/users/:id': () => battery('PUT /auth/v1/admin/users/:id'),
  'PUT /auth/v1/user': () => battery('PUT /auth/v1/user'),
  'PUT /storage/v1/object/:bucket/*': () => battery('PUT /storage/v1/object/:bucket/*'),
};

/** The server's routes, read from the app it builds (the stand-in options are never used). */
const routes = routeTable(
  createApp({
    db: {},
    mailbox: new Mailbox(() => undefined),
    auth: {
      autoconfirm: true,
      jwtExpiry: 3600,
      refreshTokenReuseInterval: 10,
      otpExpiry: 3600,
      siteUrl: 'http://127.0.0.1:5391',
      redirectUrl: 'http://127.0.0.1:5391/auth',
      additionalRedirectUrls: [],
      enableSignup: true,
      rateLimits: defaultRateLimits,
    },
    postgrestSocket: '/nonexistent',
    functionsDir: '/nonexistent',
    apiUrl: () => 'http://127.0.0.1:1',
    log: () => undefined,
    dev: { enabled: true, secret: 'x' },
  } as unknown as ServerOptions),
);

describe('the hostile-input battery covers the route table', () => {
  it('has cases for every route and no cases for routes that are gone', () => {
    expect(routes.filter((route) => !casesByRoute[route])).toEqual([]);
    expect(Object.keys(casesByRoute).filter((route) => !routes.includes(route))).toEqual([]);
  });
});

/**
 * Garbage for the tables visitors write (docs/decisions.md#visitor-writes): through the jsonb
 * functions each is a 400 naming the field, and straight into a table it is a 401 (anon has no
 * INSERT). The status each case must get, and the SQLSTATE PostgREST reports.
 */
interface VisitorCase extends Case {
  status: number;
  code: string;
}
const visitorEnquiry = { name: 'Hostile', email: 'hostile@example.com', message: 'Hello there' };
const visitorTestimonial = { name: 'Hostile', rating: 5, content: 'A wonderful week out there.' };
const visitorEvent = { kind: 'event', name: 'hostile_event', properties: {} };
const visitorCases: [label: string, path: string, body: unknown, status: number, code: string][] = [
  [
    'enquiry name {"a":1}',
    'rpc/submit_enquiry',
    { submission: { ...visitorEnquiry, name: { a: 1 } } },
    400,
    'PT400',
  ],
  [
    'enquiry message ["x","y"]',
    'rpc/submit_enquiry',
    { submission: { ...visitorEnquiry, message: ['x', 'y'] } },
    400,
    'PT400',
  ],
  [
    'enquiry name 12345',
    'rpc/submit_enquiry',
    { submission: { ...visitorEnquiry, name: 12345 } },
    400,
    'PT400',
  ],
  [
    'enquiry travel_start 9999-12-31',
    'rpc/submit_enquiry',
    { submission: { ...visitorEnquiry, travel_start: '9999-12-31' } },
    400,
    '23514',
  ],
  [
    'enquiry status "won"',
    'rpc/submit_enquiry',
    { submission: { ...visitorEnquiry, status: 'won' } },
    400,
    'PT400',
  ],
  [
    'two enquiries in one call',
    'rpc/submit_enquiry',
    { submission: [visitorEnquiry, visitorEnquiry] },
    400,
    'PT400',
  ],
  [
    'testimonial rating "4"',
    'rpc/submit_testimonial',
    { submission: { ...visitorTestimonial, rating: '4' } },
    400,
    'PT400',
  ],
  [
    'testimonial approved true',
    'rpc/submit_testimonial',
    { submission: { ...visitorTestimonial, approved: true } },
    400,
    'PT400',
  ],
  [
    'event from 1900',
    'rpc/record_analytics_event',
    { event: { ...visitorEvent, client_timestamp: '1900-01-01T00:00:00Z' } },
    400,
    'PT400',
  ],
  [
    '500 events in one call',
    'rpc/record_analytics_event',
    { event: Array.from({ length: 500 }, () => visitorEvent) },
    400,
    'PT400',
  ],
  [
    'event value "12"',
    'rpc/record_analytics_event',
    { event: { ...visitorEvent, kind: 'performance', value: '12' } },
    400,
    'PT400',
  ],
  ['an event straight into the table', 'analytics_events', visitorEvent, 401, '42501'],
  [
    '500 events from 1900 straight into the table',
    'analytics_events',
    Array.from({ length: 500 }, () => ({
      ...visitorEvent,
      client_timestamp: '1900-01-01T00:00:00Z',
    })),
    401,
    '42501',
  ],
  [
    'an enquiry straight into the table',
    'enquiries',
    { ...visitorEnquiry, name: 12345 },
    401,
    '42501',
  ],
  [
    'a testimonial straight into the table',
    'testimonials',
    { ...visitorTestimonial, rating: '4' },
    401,
    '42501',
  ],
];
const visitorWrites: VisitorCase[] = visitorCases.map(([label, path, body, status, code]) => ({
  label,
  method: 'POST',
  path: `/rest/v1/${path}`,
  headers: { authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
  body: JSON.stringify(body),
  status,
  code,
}));

const engines: EngineName[] = ['pglite', ...(postgresAvailable() ? ['postgres' as const] : [])];

for (const engine of engines) {
  describe(`hostile input on ${engine}`, () => {
    let backend: LocalSupabase;
    let countsSql = '';
    const report: string[] = [];

    beforeAll(async () => {
      backend = await startLocalSupabase({
        engine,
        port: 0,
        // Signup on, limits off: the hostile input reaches as deep as it can.
        auth: { enableSignup: true, rateLimits: testRateLimits },
      });
      const { rows } = await backend.db.query<{ name: string }>(
        `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
         where table_schema in ('auth', 'storage', 'public', 'local_supabase')
           and table_type = 'BASE TABLE' order by 1`,
      );
      const email = `hostile-${engine}@example.com`;
      const service = {
        apikey: serviceRoleKey,
        authorization: `Bearer ${serviceRoleKey}`,
        'content-type': 'application/json',
      };
      await fetch(`${backend.url}/auth/v1/admin/users`, {
        method: 'POST',
        headers: service,
        body: JSON.stringify({ email, password: 'hostile-password', email_confirm: true }),
      });
      const signedIn = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'hostile-password' }),
      });
      userToken = ((await signedIn.json()) as { access_token: string }).access_token;
      expect(userToken).toMatch(/^ey/);
      countsSql = `select ${rows.map((row) => `(select count(*) from ${row.name})::int as "${row.name}"`).join(', ')}`;
      expect(rows.length).toBeGreaterThan(10);
    }, 180_000);
    afterAll(async () => {
      console.info(`hostile input on ${engine}:\n${report.join('\n')}`);
      await backend?.stop();
    });

    const counts = async () => (await backend.db.query(countsSql)).rows[0];

    for (const route of Object.keys(casesByRoute).sort()) {
      it(`${route}: no 5xx, nothing stored`, async () => {
        const cases = casesByRoute[route]?.() ?? [];
        expect(cases.length).toBeGreaterThan(0);
        const statuses = new Map<number, number>();
        for (const item of cases) {
          const before = await counts();
          const response = await send(backend.url, item);
          const text = response.text;
          const where = `${item.method} ${item.path.slice(0, 120)} (${item.label})`;
          expect(response.status, `${where}: ${text.slice(0, 300)}`).toBeLessThan(500);
          expect(text, where).not.toMatch(
            /invalid byte sequence|\bat \w+ \(|node_modules|URIError/,
          );
          expect(await counts(), where).toEqual(before);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
        report.push(
          `  ${route}: ${cases.length} cases, ${[...statuses].map(([status, n]) => `${n}×${status}`).join(' ')}`,
        );
      }, 120_000);
    }

    it('visitor tables: wrong JSON types, far dates, batches and direct inserts are 4xx, nothing stored', async () => {
      for (const item of visitorWrites) {
        const before = await counts();
        const response = await send(backend.url, item);
        const where = `${item.path} (${item.label})`;
        expect(
          { status: response.status, code: (JSON.parse(response.text) as { code?: string }).code },
          `${where}: ${response.text.slice(0, 300)}`,
        ).toEqual({ status: item.status, code: item.code });
        expect(await counts(), where).toEqual(before);
      }
      report.push(`  visitor writes: ${visitorWrites.length} cases, all 4xx, nothing stored`);
      // The same path takes a well-formed testimonial: the refusals above are about the input.
      const stored = await send(backend.url, {
        ...visitorWrites.find((item) => item.path.endsWith('submit_testimonial'))!,
        body: JSON.stringify({ submission: visitorTestimonial }),
      });
      expect(stored.status).toBe(204);
    }, 120_000);
  });
}

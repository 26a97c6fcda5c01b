// Storage, edge functions and the REST gateway over plain HTTP: statuses and bodies as the real
// services give them, bad input included, and the server keeps serving afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonKey, demoAdmin, jwtSecret, serviceRoleKey } from '../keys.ts';
import { supabaseDir } from '../paths.ts';
import { startLocalSupabase, type LocalSupabase } from '../start.ts';

let backend: LocalSupabase;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies, asserted field by field
type Loose = any;
let adminToken: string;

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function request(path: string, init: RequestInit & { token?: string } = {}) {
  const { token, headers, ...rest } = init;
  const response = await fetch(`${backend.url}${path}`, {
    ...rest,
    headers: { apikey: anonKey, authorization: `Bearer ${token ?? anonKey}`, ...headers },
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json')
    ? ((await response.json()) as unknown)
    : Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body: body as Loose };
}

const upload = (
  name: string,
  bytes: Buffer,
  type: string,
  token = adminToken,
  headers: Record<string, string> = {},
) =>
  request(`/storage/v1/object/images/${name}`, {
    method: 'POST',
    token,
    body: new Uint8Array(bytes),
    headers: { 'content-type': type, 'cache-control': 'max-age=60', ...headers },
  });

// A copy of supabase/ (same content, so the same cached snapshot) that a test can add a
// migration to.
const projectDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lsb-project-'));

beforeAll(async () => {
  for (const entry of ['migrations', 'seed.sql', 'seed.demo.sql', 'functions']) {
    if (fs.existsSync(path.join(supabaseDir, entry))) {
      fs.cpSync(path.join(supabaseDir, entry), path.join(projectDir, entry), { recursive: true });
    }
  }
  backend = await startLocalSupabase({ port: 0, supabaseDir: projectDir });
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(demoAdmin),
  });
  adminToken = ((await response.json()) as { access_token: string }).access_token;
});
afterAll(async () => {
  await backend?.stop();
  fs.rmSync(projectDir, { recursive: true, force: true });
});

describe('storage uploads', () => {
  it('raw body: 200 {Key, Id}', async () => {
    const { status, body } = await upload('api/raw.png', png, 'image/png');
    expect(status).toBe(200);
    expect(body).toEqual({
      Key: 'images/api/raw.png',
      Id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('multipart form: 200, type and cache control from the form', async () => {
    const form = new FormData();
    form.append('cacheControl', '3600');
    form.append('', new Blob([png], { type: 'image/webp' }), 'photo.webp');
    const { status, body } = await request('/storage/v1/object/images/api/form.webp', {
      method: 'POST',
      token: adminToken,
      body: form,
    });
    expect(status).toBe(200);
    expect(body.Key).toBe('images/api/form.webp');
    const served = await request('/storage/v1/object/public/images/api/form.webp');
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('max-age=3600');
  });

  it('an existing key: 400 statusCode 409 Duplicate, unless x-upsert', async () => {
    expect(await upload('api/raw.png', png, 'image/png')).toMatchObject({
      status: 400,
      body: { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' },
    });
    expect(
      (await upload('api/raw.png', png, 'image/png', adminToken, { 'x-upsert': 'true' })).status,
    ).toBe(200);
  });

  it('a visitor or a non-image name: refused by the RLS policies (statusCode 403)', async () => {
    const visitor = await upload('api/visitor.png', png, 'image/png', anonKey);
    expect(visitor).toMatchObject({
      status: 400,
      body: { statusCode: '403', error: 'Unauthorized' },
    });
    expect(visitor.body.message).toMatch(/row-level security/);
    expect((await upload('api/page.html', png, 'image/png')).body.statusCode).toBe('403');
  });

  it('an unsupported type: statusCode 415; over the bucket limit: statusCode 413', async () => {
    expect(await upload('api/anim.gif', png, 'image/gif')).toMatchObject({
      status: 400,
      body: {
        statusCode: '415',
        error: 'invalid_mime_type',
        message: 'mime type image/gif is not supported',
      },
    });
    expect(
      await upload('api/huge.png', Buffer.alloc(5 * 1024 * 1024 + 1), 'image/png'),
    ).toMatchObject({
      status: 400,
      body: { statusCode: '413', error: 'Payload too large' },
    });
  });

  it('an invalid token: statusCode 403 InvalidJWT; an unknown bucket: statusCode 404', async () => {
    expect((await upload('api/x.png', png, 'image/png', 'not.a.jwt')).body).toMatchObject({
      statusCode: '403',
      code: 'InvalidJWT',
    });
    const missing = await request('/storage/v1/object/nobucket/x.png', {
      method: 'POST',
      token: adminToken,
      body: new Uint8Array(png),
      headers: { 'content-type': 'image/png' },
    });
    expect(missing.body).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});

describe('storage reads', () => {
  it('public download: bytes, type, cache headers; 304 on a matching ETag; HEAD', async () => {
    const first = await request('/storage/v1/object/public/images/api/raw.png', { headers: {} });
    expect(first.status).toBe(200);
    expect(first.body).toEqual(png);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toBe('max-age=60');
    expect(first.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers.get('last-modified')).toMatch(/GMT$/);
    const cached = await fetch(`${backend.url}/storage/v1/object/public/images/api/raw.png`, {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(cached.status).toBe(304);
    const head = await fetch(`${backend.url}/storage/v1/object/public/images/api/raw.png`, {
      method: 'HEAD',
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(png.length));
  });

  it('a missing object: 400 statusCode 404 not_found', async () => {
    expect(await request('/storage/v1/object/public/images/api/none.png')).toMatchObject({
      status: 400,
      body: { statusCode: '404', error: 'not_found', message: 'Object not found' },
    });
  });

  it('authenticated download and info under the caller role', async () => {
    const download = await request('/storage/v1/object/authenticated/images/api/raw.png', {
      token: adminToken,
    });
    expect(download.body).toEqual(png);
    const info = await request('/storage/v1/object/info/images/api/raw.png', { token: adminToken });
    expect(info.body).toMatchObject({
      name: 'api/raw.png',
      bucket_id: 'images',
      size: png.length,
      content_type: 'image/png',
    });
  });

  it('list: files and folders of a prefix', async () => {
    await upload('api/nested/deep.png', png, 'image/png');
    const { status, body } = await request('/storage/v1/object/list/images', {
      method: 'POST',
      body: JSON.stringify({
        prefix: 'api',
        limit: 100,
        offset: 0,
        sortBy: { column: 'name', order: 'asc' },
      }),
      headers: { 'content-type': 'application/json' },
    });
    expect(status).toBe(200);
    expect(
      body.map((entry: { name: string; id: string | null }) => [entry.name, entry.id === null]),
    ).toEqual([
      ['form.webp', false],
      ['nested', true],
      ['raw.png', false],
    ]);
    expect(body[0]).toMatchObject({ metadata: { mimetype: 'image/webp', size: png.length } });
  });

  it('buckets: visible to the service role', async () => {
    const { body } = await request('/storage/v1/bucket', { token: serviceRoleKey });
    expect(body).toEqual([
      expect.objectContaining({ id: 'images', public: true, file_size_limit: 5242880 }),
    ]);
  });
});

describe('storage deletes', () => {
  it('a visitor deletes nothing; an admin deletes and gets the rows', async () => {
    const refused = await request('/storage/v1/object/images', {
      method: 'DELETE',
      body: JSON.stringify({ prefixes: ['api/raw.png'] }),
      headers: { 'content-type': 'application/json' },
    });
    expect(refused).toMatchObject({ status: 200, body: [] });
    const deleted = await request('/storage/v1/object/images', {
      method: 'DELETE',
      token: adminToken,
      body: JSON.stringify({ prefixes: ['api/raw.png', 'api/none.png'] }),
      headers: { 'content-type': 'application/json' },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual([
      expect.objectContaining({ name: 'api/raw.png', bucket_id: 'images' }),
    ]);
    expect((await request('/storage/v1/object/public/images/api/raw.png')).body.statusCode).toBe(
      '404',
    );
    const { rows } = await backend.db.query(
      'select count(*)::int as n from local_supabase.object_data d left join storage.objects o on o.id = d.object_id where o.id is null',
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('a malformed delete body: 400', async () => {
    const { body } = await request('/storage/v1/object/images', {
      method: 'DELETE',
      token: adminToken,
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(body.statusCode).toBe('400');
  });
});

describe('the analytics edge function', () => {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${backend.url}${path}`, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    });
  const now = () => new Date().toISOString();

  it('stores an event and a metric: 202 with an empty body', async () => {
    const event = await post('/functions/v1/analytics/events', {
      name: 'enquiry_sent',
      properties: { package: 'gorilla' },
      timestamp: now(),
    });
    expect(event.status).toBe(202);
    expect(await event.text()).toBe('');
    expect(event.headers.get('access-control-allow-origin')).toBe('*');
    const metric = await post(
      '/api/analytics/performance',
      { name: 'LCP', value: 1234.5, timestamp: now() },
      { 'content-type': 'text/plain;charset=UTF-8' },
    );
    expect(metric.status).toBe(202);
    const { rows } = await backend.db.query(
      'select kind, name, properties, value from public.analytics_events order by id',
    );
    expect(rows).toEqual([
      { kind: 'event', name: 'enquiry_sent', properties: { package: 'gorilla' }, value: null },
      { kind: 'performance', name: 'LCP', properties: {}, value: 1234.5 },
    ]);
  });

  it('400 with a JSON error for bad input', async () => {
    const cases: unknown[] = [
      '{"name": ',
      [],
      { name: 'x', properties: {}, timestamp: now(), extra: 1 },
      { name: '<script>', properties: {}, timestamp: now() },
      { name: 'ok', properties: [], timestamp: now() },
      { name: 'ok', properties: {}, timestamp: Date.now() },
      { name: 'ok', properties: {}, timestamp: '2001-01-01T00:00:00Z' },
      { name: 'ok', properties: { big: 'x'.repeat(5000) }, timestamp: now() },
      // Under 4096 bytes as JSON.stringify writes it, over it in jsonb's text form (spaces).
      {
        name: 'ok',
        properties: Object.fromEntries(
          Array.from({ length: 400 }, (_, index) => [`k${String(index).padStart(3, '0')}`, 1]),
        ),
        timestamp: now(),
      },
    ];
    for (const body of cases) {
      const response = await post('/functions/v1/analytics/events', body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(await response.json()).toMatchObject({
        error: 'invalid_request',
        message: expect.any(String),
      });
    }
    const metric = await post('/functions/v1/analytics/performance', {
      name: 'CLS',
      value: '0.1',
      timestamp: now(),
    });
    expect(metric.status).toBe(400);
  });

  it('413 for an oversize body, 405 for other methods, 204 for a preflight, 404 for unknown', async () => {
    expect(
      (
        await post('/functions/v1/analytics/events', {
          name: 'x',
          properties: { a: 'y'.repeat(9000) },
          timestamp: now(),
        })
      ).status,
    ).toBe(413);
    const get = await fetch(`${backend.url}/functions/v1/analytics/events`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect(
      (await fetch(`${backend.url}/functions/v1/analytics/events`, { method: 'OPTIONS' })).status,
    ).toBe(204);
    expect((await post('/functions/v1/analytics/nope', {})).status).toBe(404);
    const missing = await post('/functions/v1/no-such-function', {});
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Requested function was not found',
    });
  });
});

describe('the REST gateway', () => {
  it('passes PostgREST errors through: malformed JSON, bad and expired JWTs', async () => {
    const malformed = await request('/rest/v1/enquiries', {
      method: 'POST',
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed).toMatchObject({ status: 400, body: { code: 'PGRST102' } });
    const forged = await request('/rest/v1/packages', { token: 'eyJhbGciOiJIUzI1NiJ9.e30.bad' });
    expect(forged).toMatchObject({ status: 401, body: { code: 'PGRST301' } });
    const expired = await new SignJWT({ role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(jwtSecret));
    const late = await request('/rest/v1/packages', { token: expired });
    expect(late.status).toBe(401);
    expect(late.body.message).toMatch(/expired/i);
  });

  it('413 for a body over 10 MB, then keeps serving', async () => {
    const big = await request('/rest/v1/enquiries', {
      method: 'POST',
      body: 'x'.repeat(10 * 1024 * 1024 + 1),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.status).toBe(413);
    const after = await request('/rest/v1/packages?select=id&limit=1');
    expect(after.status).toBe(200);
    expect(after.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('404 for routes no service answers', async () => {
    expect(await request('/graphql/v1')).toMatchObject({
      status: 404,
      body: { message: 'no Route matched with those values' },
    });
  });
});

describe('migrations added while running', () => {
  it('applies a new migration and PostgREST serves the new table at once', async () => {
    const name = '29991231000000_local_supabase_probe.sql';
    fs.writeFileSync(
      path.join(projectDir, 'migrations', name),
      `create table public.local_supabase_probe (id int primary key);
       alter table public.local_supabase_probe enable row level security;
       create policy "anyone reads" on public.local_supabase_probe for select to anon using (true);
       insert into public.local_supabase_probe values (7);`,
    );
    expect(await backend.migrate()).toEqual([name]);
    expect(await request('/rest/v1/local_supabase_probe?select=id')).toMatchObject({
      status: 200,
      body: [{ id: 7 }],
    });
    expect(await backend.migrate()).toEqual([]);
  });
});

describe('concurrency on PGlite (one backend, many clients)', () => {
  it('keeps 60 concurrent requests through PostgREST and our own pool apart', async () => {
    const probes = Array.from({ length: 60 }, (_, index) => {
      if (index % 3 === 0) {
        return request('/rest/v1/rpc/current_app_role', {
          method: 'POST',
          token: adminToken,
          body: '{}',
          headers: { 'content-type': 'application/json' },
        }).then((r) => [r.status, r.body] as const);
      }
      if (index % 3 === 1) {
        return request('/auth/v1/user', { token: adminToken }).then(
          (r) => [r.status, r.body.email] as const,
        );
      }
      return request(`/rest/v1/rpc/is_admin`, {
        method: 'POST',
        token: adminToken,
        body: '{}',
        headers: { 'content-type': 'application/json' },
      }).then((r) => [r.status, r.body] as const);
    });
    const results = await Promise.all(probes);
    results.forEach((result, index) => {
      const expected = [
        [200, 'super_admin'],
        [200, demoAdmin.email],
        [200, true],
      ][index % 3];
      expect(result, `request ${index}`).toEqual(expected);
    });
  });
});

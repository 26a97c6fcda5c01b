import { describe, expect, it } from 'vitest';
import { createPublicClient } from '@tembo/data';
import { createSupabaseClient } from '@tembo/data/auth';
import { publicDataCache, retiredDataCaches } from '../app/lib/offline/data-caches.ts';
import { isAnonymousPublicRead, retiredCachesScript } from './post-build.ts';

const config = { url: 'https://project.supabase.test', anonKey: 'anon-key-of-the-project' };

/** A JWT-shaped user access token (auth-js reads its claims; nothing checks the signature). */
const userToken = [
  { alg: 'HS256', typ: 'JWT' },
  { sub: 'admin-id', role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 },
]
  .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
  .concat('signature')
  .join('.');

/** A fetch that records every request and answers what supabase-js expects from each service. */
function recordingFetch(requests: Request[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    requests.push(request);
    const body = request.url.includes('/auth/v1/token')
      ? {
          access_token: userToken,
          token_type: 'bearer',
          expires_in: 3600,
          expires_at: Math.floor(Date.now() / 1000) + 3600,
          refresh_token: 'refresh',
          user: { id: 'admin-id', aud: 'authenticated', email: 'admin@example.com' },
        }
      : [];
    return Response.json(body);
  };
}

/** The worker's rule as sw.js runs it: rebuilt from its source text, as Workbox copies it. */
const asInWorker = new Function(`return (${isAnonymousPublicRead.toString()})`)() as (options: {
  url: URL;
  request: Request;
}) => boolean;

const decide = (request: Request) => {
  const options = { url: new URL(request.url), request };
  const inWorker = asInWorker(options);
  expect(isAnonymousPublicRead(options)).toBe(inWorker);
  return inWorker;
};

describe('the service worker keeps only anonymous public reads', () => {
  it('stores what the public site reads with the anon key', async () => {
    const requests: Request[] = [];
    await createPublicClient(config, { fetch: recordingFetch(requests) })
      .from('packages')
      .select('*');
    expect(requests).toHaveLength(1);
    expect(decide(requests[0]!)).toBe(true);
  });

  it('never stores what a signed-in admin reads', async () => {
    const requests: Request[] = [];
    const client = createSupabaseClient(config, {
      fetch: recordingFetch(requests),
      browser: false,
    });
    const { error } = await client.auth.signInWithPassword({
      email: 'admin@example.com',
      password: 'secret',
    });
    expect(error).toBeNull();
    await client.from('enquiries').select('*');
    await client.from('user_roles').select('role').eq('user_id', 'admin-id');
    const reads = requests.filter((request) => request.url.includes('/rest/v1/'));
    expect(reads).toHaveLength(2);
    for (const read of reads) {
      expect(read.headers.get('authorization')).toBe(`Bearer ${userToken}`);
      expect(decide(read)).toBe(false);
    }
  });

  it('never stores writes, requests without the key, or storage, auth and functions', () => {
    const anon = { apikey: config.anonKey, authorization: `Bearer ${config.anonKey}` };
    const at = (path: string, init: RequestInit = {}) =>
      new Request(`${config.url}${path}`, { headers: anon, ...init });
    expect(decide(at('/rest/v1/enquiries', { method: 'POST', body: '{}' }))).toBe(false);
    expect(decide(at('/rest/v1/packages', { headers: {} }))).toBe(false);
    expect(
      decide(at('/rest/v1/packages', { headers: { authorization: anon.authorization } })),
    ).toBe(false);
    expect(decide(at('/storage/v1/object/public/images/a.jpg'))).toBe(false);
    expect(decide(at('/auth/v1/user'))).toBe(false);
    expect(decide(at('/functions/v1/notify'))).toBe(false);
  });
});

describe('the worker retires the caches of earlier rules', () => {
  it('imports a script that deletes them on activate, named after its content', () => {
    const { file, source } = retiredCachesScript();
    expect(file).toMatch(/^sw-retired-caches-[0-9a-f]{8}\.js$/);
    expect(() => new Function(source)).not.toThrow();
    expect(source).toContain(`const names = ${JSON.stringify(retiredDataCaches)};`);
    expect(retiredDataCaches).toContain('data');
    expect(retiredDataCaches).not.toContain(publicDataCache);
  });
});

// The mocks themselves: exact matching, unknown requests failing, scenarios, auth and storage.
import { describe, expect, it } from 'vitest';
import { createSupabaseClient } from '../auth/supabase-client.ts';
import { signInWithPassword } from '../auth/sign-in.ts';
import { createPublicClient } from '../public-client.tsx';
import { getHomePackages, getPackagesList } from '../public-reads.ts';
import { getUsersWithRoles } from '../roles/users-with-roles-query.ts';
import { createMockFetch } from './fetch.ts';
import { packagesType } from '../content-types/packages.ts';
import { mockAdminUser, mockCredentials, packageFixtures } from './fixtures.ts';
import { matchRestRequest, restSpecs } from './rest.ts';
import { scenarios } from './scenarios.ts';
import { mockSupabaseConfig } from './tokens.ts';

const base = 'http://supabase.mock/rest/v1';
const home = restSpecs.get('packages.home');

describe('matchRestRequest', () => {
  it('accepts exactly the request a spec describes', () => {
    expect(home).toBeDefined();
    expect(
      matchRestRequest(home!, {
        method: 'GET',
        url: `${base}/packages?select=*&order=sort_order.asc,title.asc&limit=8`,
        headers: {},
      }),
    ).toBe(true);
    // Parameter order does not matter.
    expect(
      matchRestRequest(home!, {
        method: 'GET',
        url: `${base}/packages?limit=8&order=sort_order.asc,title.asc&select=*`,
        headers: {},
      }),
    ).toBe(true);
  });

  it('refuses another limit, an extra or missing parameter, another method or path', () => {
    const refused = [
      `${base}/packages?select=*&order=sort_order.asc,title.asc&limit=6`,
      `${base}/packages?select=*&order=sort_order.asc,title.asc&limit=8&published=eq.true`,
      `${base}/packages?select=*&order=title.asc&limit=8`,
      `${base}/packages?select=*&limit=8`,
      `${base}/destinations?select=*&order=sort_order.asc,title.asc&limit=8`,
    ];
    for (const url of refused) {
      expect(matchRestRequest(home!, { method: 'GET', url, headers: {} }), url).toBe(false);
    }
    expect(
      matchRestRequest(home!, {
        method: 'POST',
        url: `${base}/packages?select=*&order=sort_order.asc,title.asc&limit=8`,
        headers: {},
      }),
    ).toBe(false);
  });

  it('refuses a single-object Accept or a Prefer the spec does not list', () => {
    const url = `${base}/packages?select=*&order=sort_order.asc,title.asc&limit=8`;
    expect(
      matchRestRequest(home!, {
        method: 'GET',
        url,
        headers: { accept: 'application/vnd.pgrst.object+json' },
      }),
    ).toBe(false);
    expect(
      matchRestRequest(home!, { method: 'GET', url, headers: { prefer: 'count=exact' } }),
    ).toBe(false);
    const page = restSpecs.get('gallery.page')!;
    const pageUrl = `${base}/gallery?select=*&order=sort_order.asc,created_at.desc&offset=0&limit=12`;
    expect(matchRestRequest(page, { method: 'GET', url: pageUrl, headers: {} })).toBe(false);
    expect(
      matchRestRequest(page, { method: 'GET', url: pageUrl, headers: { prefer: 'count=exact' } }),
    ).toBe(true);
  });
});

describe('createMockFetch', () => {
  it('fails loudly on a request no handler knows', async () => {
    const mockFetch = createMockFetch();
    await expect(mockFetch(`${base}/packages?select=*&limit=99`)).rejects.toThrow(
      /No mock handler for GET http:\/\/supabase\.mock\/rest\/v1\/packages\?select=\*&limit=99/,
    );
  });
});

describe('scenarios', () => {
  it('empty: lists come back empty', async () => {
    const client = createPublicClient(mockSupabaseConfig, {
      fetch: createMockFetch(...scenarios.empty('packages')),
    });
    expect(await getPackagesList(client)).toEqual([]);
  });

  it('error: the status and a PostgREST body', async () => {
    const client = createPublicClient(mockSupabaseConfig, {
      fetch: createMockFetch(...scenarios.error(403, 'packages')),
    });
    await expect(getPackagesList(client)).rejects.toMatchObject({ kind: 'forbidden', status: 403 });
  });

  it("refuse: a write gets the named constraint's refusal, which the mocks never make themselves", async () => {
    const [pkg] = packageFixtures;
    // The slug of a package that exists.
    const values = { ...pkg!, itinerary: [], gallery: [] };
    const save = (fetch: typeof globalThis.fetch) =>
      packagesType.save(createPublicClient(mockSupabaseConfig, { fetch }), { values });
    await expect(save(createMockFetch())).resolves.toMatchObject({ slug: pkg!.slug });
    await expect(
      save(createMockFetch(...scenarios.refuse('packages', 'packages_slug_key'))),
    ).rejects.toMatchObject({ kind: 'conflict', status: 409, field: 'slug' });
    await expect(
      save(createMockFetch(...scenarios.refuse('packages', 'packages_price_usd_range'))),
    ).rejects.toMatchObject({ kind: 'invalid', status: 400 });
  });

  it('offline: a network failure', async () => {
    const client = createPublicClient(mockSupabaseConfig, {
      fetch: createMockFetch(...scenarios.offline()),
    });
    await expect(getPackagesList(client)).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('slow: the normal answer, later', async () => {
    const client = createPublicClient(mockSupabaseConfig, {
      fetch: createMockFetch(...scenarios.slow(50)),
    });
    const started = Date.now();
    expect((await getHomePackages(client)).length).toBeGreaterThan(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});

describe('auth in the mocks', () => {
  it('signs in the mock admin and refuses a wrong password', async () => {
    const client = createSupabaseClient(mockSupabaseConfig, {
      fetch: createMockFetch(),
      browser: false,
    });
    await expect(
      signInWithPassword(client, { email: mockAdminUser.email, password: 'wrong' }),
    ).rejects.toMatchObject({
      kind: 'unauthorized',
      message: 'The email or password is incorrect.',
    });
    const { user } = await signInWithPassword(client, {
      email: mockAdminUser.email,
      password: mockCredentials.adminPassword,
    });
    expect(user.id).toBe(mockAdminUser.id);
    expect((await getUsersWithRoles(client)).length).toBeGreaterThan(0);
  });
});

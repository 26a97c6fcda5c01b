import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInWithPassword } from '../auth/sign-in-password-mutation.ts';
import { createSupabaseClient } from '../auth/supabase-client.ts';
import { createMockFetch } from '../mocks/fetch.ts';
import { mockAdminUser, mockCredentials } from '../mocks/fixtures.ts';
import { mockSupabaseConfig } from '../mocks/tokens.ts';
import { imageFolders, stringsIn, sweepUnusedImages } from './image-sweep.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

async function signedIn(fetch: typeof globalThis.fetch) {
  const recorded = vi.fn(fetch);
  const client = createSupabaseClient(mockSupabaseConfig, {
    fetch: recorded as typeof globalThis.fetch,
    browser: false,
  });
  await signInWithPassword(client, {
    email: mockAdminUser.email,
    password: mockCredentials.adminPassword,
  });
  recorded.mockClear();
  return { client, fetch: recorded };
}

const sent = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(([input, init]) => {
    const request = new Request(input as RequestInfo, init as RequestInit);
    return `${request.method} ${new URL(request.url).pathname}`;
  });

const longAgo = '2020-01-01T00:00:00.000Z';

/** A folder listing with one old object in packages/, as storage answers it. */
const oneOldObject = http.post('*/storage/v1/object/list/images', async ({ request }) => {
  const { prefix } = (await request.json()) as { prefix: string };
  if (prefix !== 'packages') return HttpResponse.json([]);
  return HttpResponse.json([
    { name: 'nested', id: null, updated_at: null, created_at: null, last_accessed_at: null },
    {
      name: 'a.webp',
      id: '6f1c0a2e-1b2c-4d5e-8f90-a1b2c3d4e5f6',
      updated_at: longAgo,
      created_at: longAgo,
      last_accessed_at: longAgo,
      metadata: { mimetype: 'image/webp', size: 1024 },
    },
  ]);
});

describe('stringsIn', () => {
  it('collects every string of a page section', () => {
    expect(
      stringsIn({ title: 'T', carousel_images: [{ url: 'u1', alt: 'a' }, { url: 'u2' }], n: 3 }),
    ).toEqual(['T', 'u1', 'a', 'u2']);
  });
});

describe('sweepUnusedImages (mocks)', () => {
  it('lists every folder of the bucket and, with nothing in them, reads and removes nothing', async () => {
    const { client, fetch } = await signedIn(createMockFetch());
    const result = await sweepUnusedImages(client);
    expect(result).toEqual({ removed: [], kept: [], failed: [], unusedSince: {} });
    expect(sent(fetch)).toEqual(imageFolders.map(() => 'POST /storage/v1/object/list/images'));
    const prefixes = await Promise.all(
      fetch.mock.calls.map(async ([input, init]) => {
        const body = (await new Request(input as RequestInfo, init as RequestInit).json()) as {
          prefix: string;
        };
        return body.prefix;
      }),
    );
    expect(prefixes.sort()).toEqual([
      'accommodations',
      'blog',
      'destinations',
      'gallery',
      'packages',
      'pages',
      'testimonials',
    ]);
  });

  it('removes nothing when a reference read fails, and says so', async () => {
    const mocks = createMockFetch(oneOldObject);
    const failing: typeof globalThis.fetch = (input, init) =>
      new Request(input, init).url.includes('/rest/v1/page_content')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : mocks(input, init);
    const { client, fetch } = await signedIn(failing);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unusedSince = { 'packages/a.webp': Date.parse(longAgo) };
    const result = await sweepUnusedImages(client, { unusedSince });
    // The earlier notes come back unchanged for the next sweep.
    expect(result).toEqual({ removed: [], kept: ['packages/a.webp'], failed: [], unusedSince });
    expect(sent(fetch)).not.toContain('DELETE /storage/v1/object/images');
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/Could not check which images are in use/),
      expect.anything(),
    );
  });

  it('never throws: a folder that cannot be listed is skipped with a warning', async () => {
    const { client } = await signedIn(
      createMockFetch(http.post('*/storage/v1/object/list/images', () => HttpResponse.error())),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(sweepUnusedImages(client)).resolves.toEqual({
      removed: [],
      kept: [],
      failed: [],
      unusedSince: {},
    });
    expect(warn).toHaveBeenCalledTimes(imageFolders.length);
  });
});

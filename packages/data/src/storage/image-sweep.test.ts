import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInWithPassword } from '../auth/sign-in-password-mutation.ts';
import { createSupabaseClient } from '../auth/supabase-client.ts';
import { createMockFetch } from '../mocks/fetch.ts';
import { mockAdminUser, mockCredentials, mockPlainUser } from '../mocks/fixtures.ts';
import { mockSupabaseConfig } from '../mocks/tokens.ts';
import { imagePathOf, removeImages, stringsIn } from './image-remove.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const ours = `${mockSupabaseConfig.url}/storage/v1/object/public/images`;

async function signedIn(account: { email: string }, password: string, fetch = createMockFetch()) {
  const recorded = vi.fn(fetch);
  const client = createSupabaseClient(mockSupabaseConfig, {
    fetch: recorded as typeof globalThis.fetch,
    browser: false,
  });
  await signInWithPassword(client, { email: account.email, password });
  recorded.mockClear();
  return { client, fetch: recorded };
}

const sent = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(([input, init]) => {
    const request = new Request(input as RequestInfo, init as RequestInit);
    return `${request.method} ${new URL(request.url).pathname}`;
  });

describe('imagePathOf', () => {
  const client = createSupabaseClient(mockSupabaseConfig, { browser: false });

  it('finds the object path of our public images bucket, plain or transformed', () => {
    expect(imagePathOf(client, `${ours}/packages/6f1c0a2e-1b2c-4d5e-8f90-a1b2c3d4e5f6.webp`)).toBe(
      'packages/6f1c0a2e-1b2c-4d5e-8f90-a1b2c3d4e5f6.webp',
    );
    expect(imagePathOf(client, `${ours}/gallery/a.png?width=640`)).toBe('gallery/a.png');
    expect(
      imagePathOf(
        client,
        `${mockSupabaseConfig.url}/storage/v1/render/image/public/images/blog/b.avif?width=100`,
      ),
    ).toBe('blog/b.avif');
  });

  it('ignores everything that is not an object of our bucket', () => {
    for (const url of [
      null,
      undefined,
      '',
      '/images/seed/bwindi-gorillas-1280.webp',
      'https://images.unsplash.com/photo-1516426122078-c23e76319801?w=1280',
      'https://cdn.example.com/storage/v1/object/public/images/packages/a.webp',
      `${mockSupabaseConfig.url}/storage/v1/object/public/other-bucket/packages/a.webp`,
      `${mockSupabaseConfig.url}/storage/v1/object/images/packages/a.webp`,
      `${ours}/`,
      `${ours}/packages/`,
      `${ours}/packages/a%2Cb.webp`,
      `${ours}/packages/%E0%A4%A.webp`,
      'not a url',
    ]) {
      expect(imagePathOf(client, url), String(url)).toBeNull();
    }
  });
});

describe('stringsIn', () => {
  it('collects every string of a page section', () => {
    expect(
      stringsIn({ title: 'T', carousel_images: [{ url: 'u1', alt: 'a' }, { url: 'u2' }], n: 3 }),
    ).toEqual(['T', 'u1', 'a', 'u2']);
  });
});

describe('removeImages (mocks)', () => {
  it('checks every place an image can be shown, then removes what no row shows', async () => {
    const { client, fetch } = await signedIn(mockAdminUser, mockCredentials.adminPassword);
    const result = await removeImages(client, [
      `${ours}/packages/a.webp`,
      `${ours}/packages/a.webp`,
      'https://images.unsplash.com/photo-1?w=1',
    ]);
    expect(result).toEqual({ removed: ['packages/a.webp'], inUse: [], failed: [] });
    const requests = sent(fetch);
    expect(requests.filter((request) => request.startsWith('GET')).sort()).toEqual([
      'GET /rest/v1/accommodations',
      'GET /rest/v1/blog_posts',
      'GET /rest/v1/blog_posts',
      'GET /rest/v1/destinations',
      'GET /rest/v1/gallery',
      'GET /rest/v1/packages',
      'GET /rest/v1/page_content',
      'GET /rest/v1/testimonials',
    ]);
    expect(requests.at(-1)).toBe('DELETE /storage/v1/object/images');
  });

  it('sends nothing for addresses that are not ours', async () => {
    const { client, fetch } = await signedIn(mockAdminUser, mockCredentials.adminPassword);
    await removeImages(client, ['/images/seed/x.webp', null, '']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('removes nothing when a reference read fails, and says so', async () => {
    const mocks = createMockFetch();
    const failing: typeof globalThis.fetch = (input, init) =>
      new Request(input, init).url.includes('/rest/v1/page_content')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : mocks(input, init);
    const { client, fetch } = await signedIn(mockAdminUser, mockCredentials.adminPassword, failing);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await removeImages(client, [`${ours}/gallery/a.png`]);
    expect(result).toEqual({ removed: [], inUse: [], failed: ['gallery/a.png'] });
    expect(sent(fetch)).not.toContain('DELETE /storage/v1/object/images');
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/Could not remove/),
      ['gallery/a.png'],
      expect.anything(),
    );
  });

  it('reports what storage refused a signed-in non-admin, without throwing', async () => {
    const { client } = await signedIn(mockPlainUser, mockCredentials.userPassword);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(removeImages(client, [`${ours}/gallery/a.png`])).resolves.toEqual({
      removed: [],
      inUse: [],
      failed: ['gallery/a.png'],
    });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/did not remove/), ['gallery/a.png']);
  });
});

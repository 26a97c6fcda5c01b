// Images no row shows any more leave the `images` bucket: the admin delete and save operations
// against a real local-supabase (PostgREST, storage RLS), checked by downloading the public
// address as a visitor would. Then the MSW storage and reference handlers against the same
// calls, so the mocks answer removal as the real API does.
import { postgresAvailable, startLocalSupabase, type LocalSupabase } from '@tembo/local-supabase';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import * as admin from '../admin.ts';
import * as auth from '../auth.ts';
import { checkContract, recordingFetch, type Sides } from '../contract/harness.ts';
import { createMockFetch } from '../mocks/fetch.ts';
import { mockAdminUser, mockCredentials } from '../mocks/fixtures.ts';
import { mockSupabaseConfig } from '../mocks/tokens.ts';

const engine = postgresAvailable() ? 'postgres' : 'pglite';

let backend: LocalSupabase;
let client: auth.AppSupabaseClient;
const recorded = recordingFetch(fetch);

// A 1×1 PNG.
const png = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (char) => char.charCodeAt(0),
);

async function upload(folder: admin.ImageFolder): Promise<string> {
  const { publicUrl } = await admin.uploadImage(client, {
    file: new Blob([png], { type: 'image/png' }),
    folder,
  });
  expect(await served(publicUrl)).toBe(true);
  return publicUrl;
}

/** Whether a visitor can download the address (storage answers a missing object 400 or 404). */
async function served(url: string): Promise<boolean> {
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status === 200) return true;
  expect([400, 404]).toContain(response.status);
  return false;
}

async function signedInAdmin(fetchImpl: typeof fetch = fetch) {
  const signedIn = auth.createSupabaseClient(
    { url: backend.url, anonKey: backend.anonKey },
    { fetch: fetchImpl, browser: false },
  );
  await auth.signInWithPassword(signedIn, backend.demoAdmin);
  return signedIn;
}

let slugs = 0;
function packageValues(image_url: string | null): admin.PackageFormValues {
  slugs += 1;
  return {
    slug: `image-cleanup-${slugs}`,
    title: `Image cleanup ${slugs}`,
    description: 'Made by the image cleanup test.',
    price_usd: 100,
    duration: '1 day',
    days: 1,
    category: 'wildlife-safaris',
    highlights: [],
    itinerary: [],
    inclusions: [],
    exclusions: [],
    published: false,
    image_url,
    image_alt: image_url ? 'A test image' : null,
  };
}

const createPackage = async (imageUrl: string | null) =>
  admin.createPackage(client, { values: packageValues(imageUrl) });

beforeAll(async () => {
  backend = await startLocalSupabase({ port: 0, fresh: true, engine });
  client = await signedInAdmin(recorded.fetch);
}, 180_000);

afterAll(() => backend?.stop());

describe('deleting or replacing an image removes the old file (local-supabase)', () => {
  it('deleting a package removes its uploaded image', async () => {
    const url = await upload('packages');
    const row = await createPackage(url);
    await admin.deletePackage(client, { id: row.id });
    expect(await served(url)).toBe(false);
  });

  it('deleting a post removes its featured image', async () => {
    const url = await upload('blog');
    const post = await admin.createPost(client, {
      values: {
        slug: 'image-cleanup-post',
        title: 'Image cleanup post',
        content: 'Hello',
        featured_image: url,
        featured_image_alt: 'A test image',
      },
    });
    await admin.deletePost(client, { id: post.id });
    expect(await served(url)).toBe(false);
  });

  it('replacing a gallery image removes the old file and keeps the new one', async () => {
    const [first, second] = [await upload('gallery'), await upload('gallery')];
    const values = { title: 'Cleanup', image_url: first, alt: 'A test image' };
    const row = await admin.createGalleryImage(client, { values });
    const saved = await admin.updateGalleryImage(client, {
      id: row.id,
      values: { ...values, image_url: second },
    });
    expect(saved.image_url).toBe(second);
    expect(await served(first)).toBe(false);
    expect(await served(second)).toBe(true);
    // Saving again without changing the image keeps it.
    await admin.updateGalleryImage(client, {
      id: row.id,
      values: { ...values, image_url: second, title: 'Renamed' },
    });
    expect(await served(second)).toBe(true);
  });

  it('clearing a destination image removes the file', async () => {
    const url = await upload('destinations');
    const values = { slug: 'image-cleanup-place', name: 'Cleanup place', location: 'Uganda' };
    const row = await admin.createDestination(client, {
      values: { ...values, image_url: url, image_alt: 'A test image' },
    });
    await admin.updateDestination(client, {
      id: row.id,
      values: { ...values, image_url: null, image_alt: null },
    });
    expect(await served(url)).toBe(false);
  });

  it('a hero image dropped from the carousel is removed, the ones kept stay', async () => {
    const [kept, dropped] = [await upload('pages'), await upload('pages')];
    const hero = (carousel: string[]) =>
      admin.savePageContent(client, {
        section: 'home/hero',
        content: {
          title: 'Hero',
          subtitle: 'Sub',
          carousel_images: carousel.map((url) => ({ url, alt: 'A test image' })),
        },
      });
    await hero([kept, dropped]);
    await hero([kept]);
    expect(await served(dropped)).toBe(false);
    expect(await served(kept)).toBe(true);
  });

  it('keeps an image another row still shows (a package, page content, a post body)', async () => {
    const shared = await upload('packages');
    const first = await createPackage(shared);
    const second = await createPackage(shared);
    await admin.deletePackage(client, { id: first.id });
    expect(await served(shared)).toBe(true);

    // Still in a post's Markdown after the last package using it went.
    const post = await admin.createPost(client, {
      values: {
        slug: 'image-cleanup-markdown',
        title: 'Image cleanup markdown',
        content: `A photo:\n\n![A test image](${shared})\n`,
      },
    });
    await admin.deletePackage(client, { id: second.id });
    expect(await served(shared)).toBe(true);

    // And in the hero.
    await admin.savePageContent(client, {
      section: 'home/hero',
      content: { title: 'Hero', subtitle: 'Sub', carousel_images: [{ url: shared, alt: 'A' }] },
    });
    await admin.deletePost(client, { id: post.id });
    expect(await served(shared)).toBe(true);

    // Once nothing shows it, the direct call removes it.
    await admin.savePageContent(client, {
      section: 'home/hero',
      content: { title: 'Hero', subtitle: 'Sub', carousel_images: [] },
    });
    expect(await served(shared)).toBe(false);
  });

  it('leaves external addresses, site paths and other hosts alone', async () => {
    const ours = await upload('packages');
    const path = ours.slice(ours.indexOf('/storage/'));
    const foreign = [
      'https://images.unsplash.com/photo-1516426122078-c23e76319801?w=1280',
      '/images/seed/bwindi-gorillas-1280.webp',
      // Our object's path on another host is not ours.
      `https://cdn.example.com${path}`,
    ];
    for (const url of foreign) {
      const row = await createPackage(url);
      recorded.requests.length = 0;
      await admin.deletePackage(client, { id: row.id });
      expect(recorded.requests.map((request) => request.url)).not.toContainEqual(
        expect.stringContaining('/storage/'),
      );
    }
    const result = await admin.removeImages(client, [...foreign, '', null, undefined]);
    expect(result).toEqual({ removed: [], inUse: [], failed: [] });
    expect(await served(ours)).toBe(true);
  });

  it('a visitor cannot remove objects; neither through removeImages', async () => {
    const url = await upload('gallery');
    const path = admin.imagePathOf(client, url) ?? '';
    const anon = auth.createSupabaseClient(
      { url: backend.url, anonKey: backend.anonKey },
      { browser: false },
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const direct = await anon.storage.from('images').remove([path]);
      expect(direct).toMatchObject({ data: [], error: null });
      const result = await admin.removeImages(anon, [url]);
      expect(result).toEqual({ removed: [], inUse: [], failed: [path] });
      expect(warn).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
    expect(await served(url)).toBe(true);
  });

  it('a failed removal never fails the delete: the row goes, the file stays, a warning', async () => {
    const url = await upload('packages');
    const row = await createPackage(url);
    const failingStorage: typeof fetch = (input, init) =>
      new Request(input, init).method === 'DELETE' && String(input).includes('/storage/v1/')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : fetch(input, init);
    const flaky = await signedInAdmin(failingStorage);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await expect(admin.deletePackage(flaky, { id: row.id })).resolves.toEqual({ id: row.id });
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/Could not remove unused images/),
        [admin.imagePathOf(client, url)],
        expect.anything(),
      );
    } finally {
      warn.mockRestore();
    }
    await expect(admin.getAdminPackage(client, { id: row.id })).rejects.toMatchObject({
      kind: 'not-found',
    });
    expect(await served(url)).toBe(true);
  });
});

describe('the storage mocks answer removal as the real API does', () => {
  let sides: Sides<{ client: auth.AppSupabaseClient }>;
  const real = recordingFetch(fetch);
  const mock = recordingFetch(createMockFetch());

  beforeAll(async () => {
    const mockClient = auth.createSupabaseClient(mockSupabaseConfig, {
      fetch: mock.fetch,
      browser: false,
    });
    await auth.signInWithPassword(mockClient, {
      email: mockAdminUser.email,
      password: mockCredentials.adminPassword,
    });
    sides = {
      real: { env: { client: await signedInAdmin(real.fetch) }, requests: real.requests },
      mock: { env: { client: mockClient }, requests: mock.requests },
    };
  });

  const removal = z.object({
    removed: z.array(z.string()),
    inUse: z.array(z.string()),
    failed: z.array(z.string()),
  });
  const referenceHandlers = [
    'packages.image_url-references',
    'destinations.image_url-references',
    'accommodations.image_url-references',
    'gallery.image_url-references',
    'testimonials.image_url-references',
    'blog_posts.featured_image-references',
    'blog_posts.content-references',
    'page_content.image-references',
  ];

  it('removeImages: the same reference reads and storage delete, the same answer', async () => {
    const uploaded = await upload('gallery');
    const path = admin.imagePathOf(client, uploaded) ?? '';
    const result = await checkContract(sides, {
      run: ({ client: side }) =>
        admin.removeImages(side, [side.storage.from('images').getPublicUrl(path).data.publicUrl]),
      schema: removal,
      handlers: referenceHandlers,
      // The reference reads go out in parallel.
      unordered: true,
    });
    expect(result).toEqual({ removed: [path], inUse: [], failed: [] });
    expect(await served(uploaded)).toBe(false);
    const removeRequest = (requests: { method: string; url: string; status: number }[]) =>
      requests.find((request) => request.method === 'DELETE');
    expect(removeRequest(sides.mock.requests)).toMatchObject({ status: 200 });
    expect(removeRequest(sides.real.requests)).toMatchObject({ status: 200 });
  });

  it('the storage delete answers the same rows, or [] for a visitor', async () => {
    const uploaded = await upload('gallery');
    const path = admin.imagePathOf(client, uploaded) ?? '';
    const answers = await Promise.all(
      [sides.real.env.client, sides.mock.env.client].map((side) =>
        side.storage.from('images').remove([path]),
      ),
    );
    const [realAnswer, mockAnswer] = answers.map(({ data, error }) => {
      expect(error).toBeNull();
      return data ?? [];
    }) as [object[], object[]];
    expect(Object.keys(mockAnswer[0] ?? {}).sort()).toEqual(
      Object.keys(realAnswer[0] ?? {}).sort(),
    );
    expect(realAnswer).toEqual([expect.objectContaining({ name: path })]);
    expect(mockAnswer).toEqual([expect.objectContaining({ name: path })]);

    const visitors = [
      auth.createSupabaseClient({ url: backend.url, anonKey: backend.anonKey }, { browser: false }),
      auth.createSupabaseClient(mockSupabaseConfig, { fetch: createMockFetch(), browser: false }),
    ];
    for (const visitor of visitors) {
      expect(await visitor.storage.from('images').remove(['gallery/any.png'])).toMatchObject({
        data: [],
        error: null,
      });
    }
  });
});

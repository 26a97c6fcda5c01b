// The image sweep against a real local-supabase (PostgREST, storage list and delete, storage
// RLS), checked by downloading the public address as a visitor would. Time is moved forward with
// `now` instead of waiting for the grace period.
import { postgresAvailable, startLocalSupabase, type LocalSupabase } from '@tembo/local-supabase';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as admin from '../admin.ts';
import * as auth from '../auth.ts';

const engine = postgresAvailable() ? 'postgres' : 'pglite';
const hour = 3600_000;

let backend: LocalSupabase;
let client: auth.AppSupabaseClient;

// A 1×1 PNG.
const png = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (char) => char.charCodeAt(0),
);

async function upload(folder: admin.ImageFolder): Promise<admin.ImageUploadData> {
  const uploaded = await admin.uploadImage(client, {
    file: new Blob([png], { type: 'image/png' }),
    folder,
  });
  expect(await served(uploaded.publicUrl)).toBe(true);
  return uploaded;
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

/** Notes every path as unused since long ago, so only the rule under test decides. */
const longUnused = (...paths: string[]) =>
  Object.fromEntries(paths.map((path) => [path, Date.now() - 1000 * hour]));

/** A sweep two days and an hour from now: every object uploaded by the test is old enough. */
const later = () => Date.now() + 49 * hour;

beforeAll(async () => {
  backend = await startLocalSupabase({ port: 0, fresh: true, engine });
  client = await signedInAdmin();
}, 180_000);

afterAll(() => backend?.stop());

describe('sweepUnusedImages (local-supabase)', () => {
  it('removes an unused upload once it is old and was seen unused a grace period ago', async () => {
    const { path, publicUrl } = await upload('packages');
    // The first sweep only notes it: nothing says since when no row shows it.
    const first = await admin.sweepUnusedImages(client);
    expect(first.kept).toContain(path);
    expect(first.removed).not.toContain(path);
    expect(first.unusedSince[path]).toBeGreaterThan(Date.now() - hour);
    expect(await served(publicUrl)).toBe(true);

    const second = await admin.sweepUnusedImages(client, {
      now: later(),
      unusedSince: first.unusedSince,
    });
    expect(second.removed).toContain(path);
    expect(second.failed).toEqual([]);
    expect(second.unusedSince[path]).toBeUndefined();
    expect(await served(publicUrl)).toBe(false);
  });

  it('keeps an unused object younger than the grace period', async () => {
    const { path, publicUrl } = await upload('gallery');
    const result = await admin.sweepUnusedImages(client, { unusedSince: longUnused(path) });
    expect(result.kept).toContain(path);
    expect(result.removed).not.toContain(path);
    expect(await served(publicUrl)).toBe(true);
  });

  it('keeps an old object that only became unused recently (its prerendered copies remain)', async () => {
    const { path, publicUrl } = await upload('destinations');
    const now = later();
    const result = await admin.sweepUnusedImages(client, { now });
    expect(result.kept).toContain(path);
    expect(result.unusedSince[path]).toBe(now);
    expect(await served(publicUrl)).toBe(true);
  });

  it('keeps objects a package, a post’s Markdown or the hero shows', async () => {
    const [packageImage, markdownImage, heroImage] = [
      await upload('packages'),
      await upload('blog'),
      await upload('pages'),
    ];
    await admin.packagesType.save(client, {
      values: {
        slug: 'image-sweep-package',
        title: 'Image sweep package',
        description: 'Made by the image sweep test.',
        price_usd: 100,
        duration: '1 day',
        days: 1,
        category: 'wildlife-safaris',
        highlights: [],
        itinerary: [],
        inclusions: [],
        exclusions: [],
        published: false,
        image_url: packageImage.publicUrl,
        image_alt: 'A test image',
      },
    });
    await admin.postsType.save(client, {
      values: {
        slug: 'image-sweep-markdown',
        title: 'Image sweep markdown',
        // A transformed address still counts as a use of the object.
        content: `A photo:\n\n![A test image](${markdownImage.publicUrl.replace('/object/public/', '/render/image/public/')}?width=640)\n`,
      },
    });
    await admin.savePageContent(client, {
      section: 'home/hero',
      content: {
        title: 'Hero',
        subtitle: 'Sub',
        carousel_images: [{ url: heroImage.publicUrl, alt: 'A test image' }],
      },
    });
    const shown = [packageImage, markdownImage, heroImage];
    const result = await admin.sweepUnusedImages(client, {
      now: later(),
      unusedSince: longUnused(...shown.map(({ path }) => path)),
    });
    for (const { path, publicUrl } of shown) {
      expect(result.kept).toContain(path);
      expect(result.unusedSince[path]).toBeUndefined();
      expect(await served(publicUrl)).toBe(true);
    }
  });

  it('leaves the objects of other buckets alone', async () => {
    // Storage has no bucket-creation route here: the rows go in directly, long ago.
    await backend.db.exec(`
      insert into storage.buckets (id, name, public) values ('other', 'other', true);
      insert into storage.objects (bucket_id, name, created_at, updated_at)
        values ('other', 'packages/old.png', '2020-01-01', '2020-01-01');
    `);
    const result = await admin.sweepUnusedImages(client, {
      now: later(),
      unusedSince: longUnused('packages/old.png'),
    });
    expect(result.removed).not.toContain('packages/old.png');
    expect(result.kept).not.toContain('packages/old.png');
    const { rows } = await backend.db.query(
      `select name from storage.objects where bucket_id = 'other'`,
    );
    expect(rows).toEqual([{ name: 'packages/old.png' }]);
  });

  it('removes nothing when a visitor sweeps', async () => {
    const { path, publicUrl } = await upload('gallery');
    const anon = auth.createSupabaseClient(
      { url: backend.url, anonKey: backend.anonKey },
      { browser: false },
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const result = await admin.sweepUnusedImages(anon, {
        now: later(),
        unusedSince: longUnused(path),
      });
      expect(result.removed).toEqual([]);
      expect(result.failed).toContain(path);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/did not remove/), result.failed);
    } finally {
      warn.mockRestore();
    }
    expect(await served(publicUrl)).toBe(true);
  });

  it('removes nothing when a reference read fails', async () => {
    const { path, publicUrl } = await upload('testimonials');
    const failingReads: typeof fetch = (input, init) =>
      new Request(input, init).url.includes('/rest/v1/blog_posts')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : fetch(input, init);
    const flaky = await signedInAdmin(failingReads);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const result = await admin.sweepUnusedImages(flaky, {
        now: later(),
        unusedSince: longUnused(path),
      });
      expect(result.removed).toEqual([]);
      expect(result.kept).toContain(path);
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/Could not check which images are in use/),
        expect.anything(),
      );
    } finally {
      warn.mockRestore();
    }
    expect(await served(publicUrl)).toBe(true);
  });
});

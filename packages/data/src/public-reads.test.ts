// The public reads against the MSW handlers, as the site's loaders run them: one request per home
// section, defaults for missing page content, errors that surface on list pages.
import { describe, expect, it, vi } from 'vitest';
import {
  getDestination,
  getDestinationAccommodations,
  getAccommodationsByIds,
  getDestinationPackages,
  getGalleryPage,
  getMovedAddress,
  getPackage,
  getPackagesList,
  getPost,
  getRelatedPackages,
  getSlugRedirects,
  homeGalleryQueryOptions,
  homePackagesQueryOptions,
  homePostsQueryOptions,
  homeTestimonialsQueryOptions,
  searchSite,
} from './public-reads.ts';
import { isDataError } from './lib/data-error.ts';
import {
  accommodationFixtures,
  destinationFixtures,
  galleryFixtures,
  packageFixtures,
  pageContentFixtures,
} from './mocks/fixtures.ts';
import { handledRequests } from './mocks/rest.ts';
import { mockTable } from './mocks/state.ts';
import { scenarios } from './mocks/scenarios.ts';
import { mockSupabaseConfig } from './mocks/tokens.ts';
import { heroContentQueryOptions, getPageContent } from './page-content/page-content-query.ts';
import type { HeroContent } from './page-content/page-content.types.ts';
import { readSectionContent } from './page-content/read-content.ts';
import { createPublicClient } from './public-client.tsx';
import { createQueryClient } from './query-client.ts';
import { readItinerary } from './packages/read-itinerary.ts';
import { setupMockServer } from '../test/mock-server.ts';

const server = setupMockServer();
const client = createPublicClient(mockSupabaseConfig);
const heroDefaults: HeroContent = {
  title: 'Tembo Safaris',
  subtitle: 'Uganda',
  carousel_images: [{ url: '/images/default.webp', alt: 'Default' }],
};

/** Counts the requests that reach the network (the mock server) while `run` runs. */
async function countRequests(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', listener);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return seen;
}

describe('the home page', () => {
  it('costs exactly one request per section', async () => {
    const queryClient = createQueryClient();
    const sections = [
      ['hero', heroContentQueryOptions(client, heroDefaults)],
      ['packages', homePackagesQueryOptions(client)],
      ['testimonials', homeTestimonialsQueryOptions(client)],
      ['gallery', homeGalleryQueryOptions(client)],
      ['posts', homePostsQueryOptions(client)],
    ] as const;
    for (const [name, options] of sections) {
      const requests = await countRequests(() => queryClient.fetchQuery(options as never));
      expect(requests, name).toHaveLength(1);
    }
    expect(handledRequests.map((entry) => entry.handler)).toEqual([
      'page_content.section',
      'packages.home',
      'testimonials.home',
      'gallery.home',
      'blog_posts.home',
    ]);
  });

  it('reads the home limits: 8 packages, 6 testimonials, 6 images, 3 posts', async () => {
    const queryClient = createQueryClient();
    expect((await queryClient.fetchQuery(homeGalleryQueryOptions(client))).length).toBe(6);
    expect((await queryClient.fetchQuery(homePostsQueryOptions(client))).length).toBe(3);
    // Only published ones reach a visitor: Row Level Security's rule, which the contract test
    // checks against local-supabase (the mocks answer every caller alike).
    expect((await queryClient.fetchQuery(homePackagesQueryOptions(client))).length).toBe(
      packageFixtures.length,
    );
    const home = handledRequests.map((entry) => new URL(entry.url).searchParams.get('limit'));
    expect(home).toEqual(['6', '3', '8']);
  });

  it('shows the stored hero, and the defaults when the row is missing', async () => {
    const stored = await getPageContent(client, { section: 'home/hero', defaults: heroDefaults });
    expect(stored.title).toBe((pageContentFixtures[0]?.content as { title: string }).title);
    server.use(...scenarios.empty('page_content'));
    expect(await getPageContent(client, { section: 'home/hero', defaults: heroDefaults })).toEqual(
      heroDefaults,
    );
  });

  it('falls back to the defaults, not an error, when the backend is down', async () => {
    server.use(...scenarios.error(500, 'page_content'));
    vi.useFakeTimers();
    try {
      const requests = countRequests(async () => {
        const pending = createQueryClient().fetchQuery(
          heroContentQueryOptions(client, heroDefaults),
        );
        await vi.advanceTimersByTimeAsync(10_000);
        expect(await pending).toEqual(heroDefaults);
      });
      // The first attempt and three retries, then the defaults.
      expect(await requests).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('page content is read field by field', () => {
  it('keeps valid stored fields and takes the defaults for missing or malformed ones', () => {
    expect(
      readSectionContent(
        'home/hero',
        { title: 'Stored', subtitle: 42, carousel_images: [{ url: 'nope' }] },
        heroDefaults,
      ),
    ).toEqual({
      title: 'Stored',
      subtitle: heroDefaults.subtitle,
      carousel_images: heroDefaults.carousel_images,
    });
    expect(
      readSectionContent('contact/info', ['not an object'], {
        address: 'A',
        phone: 'P',
        email: 'E',
      }),
    ).toEqual({ address: 'A', phone: 'P', email: 'E' });
  });
});

describe('list and detail pages', () => {
  it('surface errors on list pages (no swallowing)', async () => {
    server.use(...scenarios.error(500, 'packages'));
    const error = await getPackagesList(client).catch((caught: unknown) => caught);
    expect(isDataError(error) && error.kind).toBe('server');
  });

  it('filter packages by category', async () => {
    const rows = await getPackagesList(client, { category: 'gorilla-trekking' });
    expect(rows.map((row) => row.category)).toEqual(['gorilla-trekking']);
  });

  it('answer not-found for a draft, an unknown slug and a slug that cannot exist (without a request)', async () => {
    const draft = packageFixtures.find((row) => !row.published);
    await expect(getPackage(client, { slug: draft!.slug })).rejects.toMatchObject({
      kind: 'not-found',
    });
    await expect(getPackage(client, { slug: 'no-such-safari' })).rejects.toMatchObject({
      kind: 'not-found',
    });
    const requests = await countRequests(() =>
      getPackage(client, { slug: '../etc' }).catch(() => undefined),
    );
    expect(requests).toEqual([]);
    await expect(getPost(client, { slug: 'Not A Slug' })).rejects.toMatchObject({
      kind: 'not-found',
      message: 'This blog post could not be found.',
    });
  });

  it('offer a package’s page only the few other published trips of its category it shows', async () => {
    const [gorillas] = packageFixtures;
    const others = [4, 1, 3, 2, 5].map((order) => ({
      ...gorillas!,
      id: `00000000-0000-4000-8000-00000000000${order}`,
      slug: `other-trip-${order}`,
      title: `Other trip ${order}`,
      sort_order: order,
    }));
    const draft = { ...others[0]!, id: '00000000-0000-4000-8000-000000000009', sort_order: 0 };
    mockTable('packages').push(...others, { ...draft, published: false, slug: 'a-draft' });
    const related = await getRelatedPackages(client, {
      packageId: gorillas!.id,
      category: gorillas!.category,
    });
    // The first three by sort order: never the package itself, never a draft.
    expect(related.map((row) => row.slug)).toEqual([
      'other-trip-1',
      'other-trip-2',
      'other-trip-3',
    ]);
    const requests = await countRequests(() =>
      getRelatedPackages(client, { packageId: 'not-an-id', category: gorillas!.category }),
    );
    expect(requests).toEqual([]);
  });

  it('read the published lodges an itinerary names, and nothing for none', async () => {
    const [published, , draft] = accommodationFixtures;
    expect(draft!.published).toBe(false);
    const lodges = await getAccommodationsByIds(client, {
      ids: [draft!.id, published!.id, published!.id, null, 'not-an-id'],
    });
    expect(lodges.map((row) => row.id)).toEqual([published!.id]);
    const requests = await countRequests(() =>
      getAccommodationsByIds(client, { ids: ['not-an-id'] }),
    );
    expect(requests).toEqual([]);
  });

  it('read a destination by slug, and the published safaris and lodges filed under it', async () => {
    const [bwindi] = destinationFixtures;
    const destination = await getDestination(client, { slug: bwindi!.slug });
    expect(destination.name).toBe(bwindi!.name);
    const there = <Row extends { published: boolean; destination_id: string | null }>(
      rows: Row[],
    ) => rows.filter((row) => row.published && row.destination_id === bwindi!.id);
    const trips = await getDestinationPackages(client, { destinationId: bwindi!.id });
    expect(trips.map((row) => row.slug)).toEqual(there(packageFixtures).map((row) => row.slug));
    expect(trips.length).toBeGreaterThan(0);
    const lodges = await getDestinationAccommodations(client, { destinationId: bwindi!.id });
    expect(lodges.map((row) => row.slug)).toEqual(
      there(accommodationFixtures).map((row) => row.slug),
    );
    expect(lodges.length).toBeGreaterThan(0);
    const draft = destinationFixtures.find((row) => !row.published)!;
    await expect(getDestination(client, { slug: draft.slug })).rejects.toMatchObject({
      kind: 'not-found',
      message: 'This destination could not be found.',
    });
    // An id that cannot be one asks nothing.
    const requests = await countRequests(() =>
      getDestinationPackages(client, { destinationId: 'not-an-id' }),
    );
    expect(requests).toEqual([]);
  });

  it('find where an old address went: an id or an earlier slug, else nothing', async () => {
    const [pkg] = packageFixtures;
    const [lodge] = accommodationFixtures;
    expect(await getMovedAddress(client, { kind: 'package', key: pkg!.id })).toBe(pkg!.slug);
    expect(await getMovedAddress(client, { kind: 'accommodation', key: lodge!.id })).toBe(
      lodge!.slug,
    );
    expect(await getMovedAddress(client, { kind: 'package', key: 'gorilla-trekking-3-days' })).toBe(
      pkg!.slug,
    );
    expect(
      await getMovedAddress(client, { kind: 'accommodation', key: 'bwindi-forest-camp' }),
    ).toBe(lodge!.slug);
    // The kinds never mix: a lodge's old slug is no package's.
    expect(await getMovedAddress(client, { kind: 'package', key: 'bwindi-forest-camp' })).toBe(
      null,
    );
    const draft = packageFixtures.find((row) => !row.published);
    expect(await getMovedAddress(client, { kind: 'package', key: draft!.id })).toBe(null);
    const requests = await countRequests(() =>
      getMovedAddress(client, { kind: 'package', key: '../etc' }),
    );
    expect(requests).toEqual([]);
  });

  it('list every earlier slug with the slug it leads to', async () => {
    expect(await getSlugRedirects(client)).toEqual([
      { kind: 'accommodation', old_slug: 'bwindi-forest-camp', slug: 'gorilla-forest-camp' },
      {
        kind: 'package',
        old_slug: 'gorilla-trekking-3-days',
        slug: 'bwindi-gorilla-trekking-3-days',
      },
    ]);
  });

  it('page the gallery by 12 with the exact total', async () => {
    const first = await getGalleryPage(client, { page: 1 });
    expect(first).toMatchObject({
      page: 1,
      pageSize: 12,
      total: galleryFixtures.length,
      pageCount: 2,
    });
    expect(first.images).toHaveLength(12);
    const second = await getGalleryPage(client, { page: 2 });
    expect(second.images).toHaveLength(galleryFixtures.length - 12);
    await expect(getGalleryPage(client, { page: 3 })).rejects.toMatchObject({ kind: 'not-found' });
    await expect(getGalleryPage(client, { page: 0 })).rejects.toMatchObject({ kind: 'not-found' });
    const [request] = handledRequests;
    expect(request?.headers.prefer).toBe('count=exact');
  });

  it('search answers ranked results, and nothing for an empty query', async () => {
    const results = await searchSite(client, { q: 'gorilla' });
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]?.url).toMatch(/^\//);
    const requests = await countRequests(() => searchSite(client, { q: '  ' }));
    expect(requests).toEqual([]);
  });

  it('reads an itinerary leniently, in day order', () => {
    expect(
      readItinerary([
        { day: 2, title: 'Trek', meals: 'All' },
        { day: 1, title: 'Arrive', description: 'Drive', accommodation: 'Camp' },
        { title: 'no day' },
        'junk',
      ]),
    ).toEqual([
      {
        day: 1,
        title: 'Arrive',
        description: 'Drive',
        accommodation: 'Camp',
        accommodation_id: null,
        meals: '',
      },
      {
        day: 2,
        title: 'Trek',
        description: '',
        accommodation: null,
        accommodation_id: null,
        meals: 'All',
      },
    ]);
    expect(readItinerary(null)).toEqual([]);
  });
});

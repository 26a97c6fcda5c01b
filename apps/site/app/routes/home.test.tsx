/**
 * The home page renders its loader's data, not React Query's cache: a prerendered visit shows
 * the build's sections at once and reads them again only when they are older than the cache's
 * freshness (5 minutes) and the site changed since the build read them
 * (docs/decisions.md#build-freshness), as the other pages' queries do (BuildData).
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultStaleTime } from '@tembo/data';
import { mockTable, packageFixtures, scenarios } from '@tembo/data/mocks';
import { siteConfig } from '../config/site.config.ts';
import type { HomeData } from '../features/home/home-types.ts';
import { renderRoute, server, setupMockServer } from '../test/render-route.tsx';
import * as home from './home.tsx';

setupMockServer();

// The home page's clientLoader imports the data layer on demand: transform it once up front, so a
// test on a busy machine does not spend its time limit on that.
beforeAll(() => import('../features/home/home-data.ts'));

const builtTitle = 'A package the build saw';

/** What the build-time loader returned, read `age` milliseconds ago. */
function prerendered(age: number) {
  const data: HomeData = {
    hero: siteConfig.hero,
    packages: [
      {
        id: 'built-package',
        slug: 'built-package',
        title: builtTitle,
        image_url: null,
        image_alt: null,
        image_decorative: false,
        image_focal_x: 0.5,
        image_focal_y: 0.5,
        duration: '2 days',
        price_usd: 900,
        highlights: [],
      },
    ],
    testimonials: [],
    gallery: [],
    posts: [],
    fetchedAt: Date.now() - age,
  };
  return { home: data };
}

/** Counts the data requests the page makes. */
function countRequests() {
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/rest/v1/')) requests.push(request.url);
  });
  return requests;
}

/** An admin edits a published package after the build: the site has changed since. */
function changeSiteNow() {
  mockTable('packages')[0]!.updated_at = new Date().toISOString();
}

/** The home page's five section reads. */
const sections = ['page_content', 'packages', 'testimonials', 'gallery', 'blog_posts'] as const;

/** Long enough for a refresh to start: the clientLoader's import and its first request. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

afterEach(() => vi.restoreAllMocks());

describe('the home page', () => {
  it('reads its sections again when the build’s data is older than 5 minutes and the site changed since', async () => {
    changeSiteNow();
    renderRoute(home, '/', '/', {}, prerendered(defaultStaleTime + 1000));
    expect(screen.getByText(builtTitle)).toBeVisible();
    expect(await screen.findByText(packageFixtures[0]!.title)).toBeVisible();
    expect(screen.queryByText(builtTitle)).not.toBeInTheDocument();
  });

  it('asks only whether the site changed when the build’s data is old but still current', async () => {
    const requests = countRequests();
    renderRoute(home, '/', '/', {}, prerendered(defaultStaleTime + 1000));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toContain('/rest/v1/rpc/site_changed_since?since=');
    await settle();
    expect(requests).toHaveLength(1);
    expect(screen.getByText(builtTitle)).toBeVisible();
  });

  it('keeps what it shows when reading the sections again fails, instead of empty states', async () => {
    changeSiteNow();
    server.use(...scenarios.error(403, ...sections));
    const requests = countRequests();
    renderRoute(home, '/', '/', {}, prerendered(defaultStaleTime + 1000));
    // The question, then the five sections asked for, and refused.
    await waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(6));
    await settle();
    expect(screen.getByText(builtTitle)).toBeVisible();
    expect(screen.queryByText('Our safari packages will be listed here soon.')).toBeNull();
  });

  it('keeps fresh build data without asking the backend', async () => {
    const requests = countRequests();
    renderRoute(home, '/', '/', {}, prerendered(60_000));
    await settle();
    expect(requests).toEqual([]);
    expect(screen.getByText(builtTitle)).toBeVisible();
  });

  it('offline, keeps the build’s data however old it is', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const requests = countRequests();
    renderRoute(home, '/', '/', {}, prerendered(24 * 60 * 60_000));
    await settle();
    expect(requests).toEqual([]);
    expect(screen.getByText(builtTitle)).toBeVisible();
  });

  it('on a client-side navigation, reads the sections through the data layer', async () => {
    renderRoute(home, '/');
    expect(await screen.findByText(packageFixtures[0]!.title)).toBeVisible();
  });
});

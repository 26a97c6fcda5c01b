/**
 * docs/product-rules.md#error-texts, route by route: every message a visitor can see on the public pages,
 * word for word, with the data layer's mocks answering (or failing) like the backend.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { packageFixtures, postFixtures, scenarios } from '@tembo/data/mocks';
import { renderRoute, server, setupMockServer } from '../test/render-route.tsx';
import * as blog from './blog.tsx';
import * as gallery from './gallery.tsx';
import * as home from './home.tsx';
import * as safaris from './packages.tsx';
import * as testimonials from './testimonials.tsx';

setupMockServer();

// The home page's clientLoader imports the data layer on demand: transform it once up front, so a
// test on a busy machine does not spend its time limit on that.
beforeAll(() => import('../features/home/home-data.ts'));

const failOnRender = {
  default: function Broken(): never {
    throw new Error('a component bug');
  },
};

describe('the error catalogue', () => {
  it('a screen that fails to render offers to refresh', async () => {
    renderRoute(failOnRender, '/about');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(
      screen.getByText(
        'We encountered an error while loading this content. Please try refreshing the page.',
      ),
    ).toBeVisible();
    // The page keeps its frame, so the visitor can still navigate away.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeEnabled();
  });

  it('packages that fail to load say so', async () => {
    server.use(...scenarios.error(403, 'packages'));
    renderRoute(safaris, '/safaris');
    expect(
      await screen.findByText('Failed to load safari packages. Please try refreshing the page.'),
    ).toBeVisible();
  });

  it('a server failure says so once the retries are spent, never that there are no packages', async () => {
    let requests = 0;
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      // The list's read (its card columns), not the category filter's read of `category`.
      const columns = url.searchParams.get('select')?.split(',') ?? [];
      if (url.pathname.endsWith('/packages') && columns.includes('highlights')) {
        requests += 1;
      }
    });
    server.use(...scenarios.error(500, 'packages'));
    renderRoute(safaris, '/safaris');
    const emptyText = 'No safari packages are available at the moment.';
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes(emptyText)) seen.push(emptyText);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      expect(
        await screen.findByText(
          'Failed to load safari packages. Please try refreshing the page.',
          undefined,
          { timeout: 10_000 },
        ),
      ).toBeVisible();
    } finally {
      observer.disconnect();
      server.events.removeAllListeners();
    }
    expect(seen).toEqual([]);
    // The list's request and its two retries, by the loader; the page does not start over.
    expect(requests).toBe(3);
  }, 15_000);

  it('testimonials that fail to load say so', async () => {
    server.use(...scenarios.error(403, 'testimonials'));
    renderRoute(testimonials, '/testimonials');
    expect(
      await screen.findByText('Failed to load testimonials. Please try refreshing the page.'),
    ).toBeVisible();
  });

  it('a gallery that fails to load says so', async () => {
    server.use(...scenarios.error(403, 'gallery'));
    renderRoute(gallery, '/gallery');
    expect(
      await screen.findByText('Failed to load gallery images. Please try refreshing the page.'),
    ).toBeVisible();
  });

  it('a blog that fails to load says so', async () => {
    server.use(...scenarios.error(403, 'blog_post_summaries'));
    renderRoute(blog, '/blog');
    expect(await screen.findByText('Unable to load blog posts at this time.')).toBeVisible();
  });

  it('a blog without posts says there are none', async () => {
    server.use(...scenarios.empty('blog_post_summaries'));
    renderRoute(blog, '/blog');
    expect(await screen.findByText('No blog posts available at the moment.')).toBeVisible();
  });

  it('an empty gallery shows six Safari Experience tiles', async () => {
    server.use(...scenarios.empty('gallery'));
    renderRoute(gallery, '/gallery');
    expect(await screen.findAllByText('Safari Experience')).toHaveLength(6);
  });

  it('a package without an image says No image available', async () => {
    const withoutImage = packageFixtures.find((pkg) => pkg.published && !pkg.image_url)!;
    renderRoute(safaris, '/safaris');
    const card = (await screen.findByRole('heading', { name: withoutImage.title })).closest(
      'article',
    )!;
    expect(within(card).getByText('No image available')).toBeVisible();
  });

  it('a post without an image says No image', async () => {
    const withoutImage = postFixtures.find((post) => post.published && !post.featured_image)!;
    renderRoute(blog, '/blog');
    const card = (await screen.findByRole('heading', { name: withoutImage.title })).closest(
      'article',
    )!;
    expect(within(card).getByText('No image')).toBeVisible();
  });

  it('an image whose fallback also fails says Image not available', async () => {
    const withImage = packageFixtures.find((pkg) => pkg.published && pkg.image_url)!;
    renderRoute(safaris, '/safaris');
    const card = (await screen.findByRole('heading', { name: withImage.title })).closest(
      'article',
    )!;
    // jsdom loads no images: fail the picture, then its fallback.
    fireEvent.error(within(card).getByRole('img'));
    const fallback = within(card).queryByRole('img');
    if (fallback) fireEvent.error(fallback);
    expect(await within(card).findByText('Image not available')).toBeVisible();
  });

  it('the home page swallows data errors and shows its empty states', async () => {
    server.use(...scenarios.error(403));
    renderRoute(home, '/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(await screen.findByText('No blog posts available at the moment.')).toBeVisible();
    expect(screen.getAllByText('Safari Experience')).toHaveLength(6);
    expect(screen.queryByText(/Failed to load/)).not.toBeInTheDocument();
  });
});

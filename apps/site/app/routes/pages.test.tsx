/** Public routes in the browser: query-string pages, unknown ids, search and the shortcuts. */
import { screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  accommodationFixtures,
  destinationFixtures,
  galleryFixtures,
  mockTable,
  packageFixtures,
  resetMockData,
  scenarios,
  slugRedirectFixtures,
} from '@tembo/data/mocks';
import { getQueryClient } from '../lib/data/clients.ts';
import { renderRoute, server, setupMockServer, type RouteModule } from '../test/render-route.tsx';
import * as about from './about.tsx';
import * as accommodationDetail from './accommodation-detail.tsx';
import * as destinationDetail from './destination-detail.tsx';
import * as gallery from './gallery.tsx';
import * as packageDetail from './package-detail.tsx';
import * as search from './search.tsx';

setupMockServer();

/** The page of `module`, with the address the browser shows above it. */
function withLocation(module: RouteModule): RouteModule {
  const Page = module.default as ComponentType<Record<string, unknown>>;
  function PageAndLocation(props: Record<string, unknown>) {
    const { pathname } = useLocation();
    return (
      <>
        <output data-testid="location">{pathname}</output>
        <Page {...props} />
      </>
    );
  }
  return { ...module, default: PageAndLocation as ComponentType<never> };
}

describe('the gallery', () => {
  it('shows the page the URL asks for, with real links to the other pages', async () => {
    renderRoute(gallery, '/gallery', '/gallery?page=2');
    const pages = await screen.findByRole('navigation', { name: 'Gallery pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/gallery');
    // 14 images, 12 a page: the second page has the last two.
    expect(screen.getAllByRole('button', { name: /^Open .* larger$/ })).toHaveLength(
      galleryFixtures.length - 12,
    );
    // A photo someone else took names them under it; the operator's own say nothing more.
    const credited = galleryFixtures[13]!;
    expect(screen.getByText(`${credited.title}. Photo: Akiko Tanaka`)).toBeInTheDocument();
    expect(screen.getByText(galleryFixtures[12]!.title)).toBeInTheDocument();
  });

  it('opens a photo in the lightbox and closes it with Escape', async () => {
    const { user } = renderRoute(gallery, '/gallery');
    const buttons = await screen.findAllByRole('button', { name: /^Open .* larger$/ });
    expect(buttons).toHaveLength(12);
    await user.click(buttons[0]!);
    expect(await screen.findByRole('dialog', { name: 'Image 1 of 12' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('answers a page past the end with the not-found page', async () => {
    renderRoute(gallery, '/gallery', '/gallery?page=9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

describe('a lodge page', () => {
  it('says what its stars are, and its "Contact Us" names the lodge to the form', async () => {
    const lodge = accommodationFixtures.find((row) => row.published && row.rating)!;
    renderRoute(accommodationDetail, '/accommodations/:slug', `/accommodations/${lodge.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: lodge.name })).toBeVisible();
    expect(
      screen.getByRole('img', { name: `Our rating: ${lodge.rating} out of 5 stars` }),
    ).toBeVisible();
    expect(
      within(screen.getByRole('article')).getByRole('link', { name: 'Contact Us' }),
    ).toHaveAttribute('href', `/contact?accommodation=${lodge.id}`);
  });
});

describe('a package page', () => {
  it('shows no heading over an empty section: no "Not included" without exclusions', async () => {
    const pkg = packageFixtures.find((row) => row.published && row.exclusions.length === 0)!;
    renderRoute(packageDetail, '/safaris/:slug', `/safaris/${pkg.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: pkg.title })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Included' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Not included' })).not.toBeInTheDocument();
  });

  it('renders the not-found state for an address that is no package’s', async () => {
    renderRoute(packageDetail, '/safaris/:slug', '/safaris/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('says when to go and what the price covers, shows its reviews and related trips', async () => {
    const pkg = packageFixtures.find((row) => row.published && row.best_time)!;
    // A second published trip of its category (the fixtures have none).
    resetMockData();
    const [other] = mockTable('packages').filter(
      (row) => row.published && row.category !== pkg.category,
    );
    other!.category = pkg.category;
    renderRoute(packageDetail, '/safaris/:slug', `/safaris/${pkg.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: pkg.title })).toBeVisible();
    expect(screen.getByRole('list', { name: 'At a glance' })).toHaveTextContent(
      `Price: $1,850 ${pkg.price_basis}`,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Best time to go' })).toBeVisible();
    expect(screen.getByText(pkg.best_time)).toBeVisible();

    const reviews = await screen.findByRole('region', { name: 'Reviews of this trip' });
    const reviewers = mockTable('testimonials')
      .filter((row) => row.approved && row.package_id === pkg.id)
      .map((row) => row.name);
    expect(reviewers.length).toBeGreaterThan(0);
    for (const name of reviewers) expect(reviews).toHaveTextContent(name);
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(reviewers.length);

    const related = await screen.findByRole('region', { name: 'Related trips' });
    expect(within(related).getByRole('heading', { name: other!.title })).toBeVisible();
    expect(within(related).queryByRole('heading', { name: pkg.title })).not.toBeInTheDocument();
  });

  it('shows no reviews or related trips when there are none, and "per person" without a basis', async () => {
    const pkg = packageFixtures.find((row) => row.published && !row.price_basis)!;
    renderRoute(packageDetail, '/safaris/:slug', `/safaris/${pkg.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: pkg.title })).toBeVisible();
    expect(screen.getByRole('list', { name: 'At a glance' })).toHaveTextContent('per person');
    expect(screen.queryByRole('region', { name: 'Reviews of this trip' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Related trips' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Best time to go' })).not.toBeInTheDocument();
  });

  it('leads to the contact form with the package chosen', async () => {
    const pkg = packageFixtures.find((row) => row.published)!;
    renderRoute(packageDetail, '/safaris/:slug', `/safaris/${pkg.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: pkg.title })).toBeVisible();
    for (const link of screen.getAllByRole('link', { name: 'Enquire about this safari' })) {
      expect(link).toHaveAttribute('href', `/contact?package=${pkg.id}`);
    }
  });

  it('moves an old address (the id, an earlier slug) to the package’s slug URL', async () => {
    const pkg = packageFixtures[0]!;
    const redirect = slugRedirectFixtures.find((row) => row.kind === 'package')!;
    for (const old of [pkg.id, redirect.old_slug]) {
      const view = renderRoute(withLocation(packageDetail), '/safaris/:slug', `/safaris/${old}`);
      expect(await screen.findByRole('heading', { level: 1, name: pkg.title })).toBeVisible();
      expect(screen.getByTestId('location')).toHaveTextContent(`/safaris/${pkg.slug}`);
      view.unmount();
    }
  });
});

describe('an accommodation page', () => {
  it('moves an old address to the slug URL, and answers not-found for anything else', async () => {
    const lodge = accommodationFixtures[0]!;
    const redirect = slugRedirectFixtures.find((row) => row.kind === 'accommodation')!;
    for (const old of [lodge.id, redirect.old_slug]) {
      const view = renderRoute(
        withLocation(accommodationDetail),
        '/accommodations/:slug',
        `/accommodations/${old}`,
      );
      expect(await screen.findByRole('heading', { level: 1, name: lodge.name })).toBeVisible();
      expect(screen.getByTestId('location')).toHaveTextContent(`/accommodations/${lodge.slug}`);
      view.unmount();
    }
    renderRoute(accommodationDetail, '/accommodations/:slug', '/accommodations/no-such-lodge');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

describe('a destination page', () => {
  it('lists the published safaris and lodges filed under it, and no others', async () => {
    const destination = destinationFixtures[0]!;
    renderRoute(destinationDetail, '/destinations/:slug', `/destinations/${destination.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: destination.name })).toBeVisible();
    const there = <Row extends { published: boolean; destination_id: string | null }>(
      rows: Row[],
    ) => rows.filter((row) => row.published && row.destination_id === destination.id);
    const trips = await screen.findByRole('region', { name: `Safaris in ${destination.name}` });
    for (const pkg of packageFixtures) {
      const heading = within(trips).queryByRole('heading', { name: pkg.title });
      if (there([pkg]).length > 0) expect(heading, pkg.title).toBeVisible();
      else expect(heading, pkg.title).toBeNull();
    }
    expect(there(packageFixtures).length).toBeGreaterThan(0);
    const stays = screen.getByRole('region', { name: `Where to stay in ${destination.name}` });
    for (const lodge of accommodationFixtures) {
      const heading = within(stays).queryByRole('heading', { name: lodge.name });
      if (there([lodge]).length > 0) expect(heading, lodge.name).toBeVisible();
      else expect(heading, lodge.name).toBeNull();
    }
  });

  it('shows no safaris or lodges heading when none is filed under it', async () => {
    const destination = destinationFixtures[1]!;
    renderRoute(destinationDetail, '/destinations/:slug', `/destinations/${destination.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: destination.name })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /^Safaris in / })).toBeNull();
    expect(screen.queryByRole('heading', { name: /^Where to stay in / })).toBeNull();
  });

  it('answers not-found for an unknown or unpublished slug', async () => {
    const draft = destinationFixtures.find((row) => !row.published)!;
    for (const slug of ['no-such-park', draft.slug]) {
      const view = renderRoute(destinationDetail, '/destinations/:slug', `/destinations/${slug}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeVisible();
      view.unmount();
    }
  });
});

describe('search', () => {
  it('lists what matches the query with links to each page', async () => {
    const pkg = packageFixtures.find((row) => row.published)!;
    const word = pkg.title.split(' ').find((part) => part.length > 5)!;
    renderRoute(search, '/search', `/search?q=${encodeURIComponent(word)}`);
    const result = await screen.findByRole('link', { name: pkg.title });
    expect(result).toHaveAttribute('href', `/safaris/${pkg.slug}`);
    expect(screen.getByRole('status', { name: '' }).textContent).toMatch(/results? for/);
    // The result shows the package's price and marks the word searched.
    const item = result.closest('li')!;
    expect(within(item).getByText(/^From \$[\d,]+ per person$/)).toBeVisible();
    const marks = [...item.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toContain(word);
  });

  it('searches from the header field without leaving the page', async () => {
    const pkg = packageFixtures.find((row) => row.published)!;
    const word = pkg.title.split(' ').find((part) => part.length > 5)!;
    const { user } = renderRoute(about, '/about', '/about', { '/search': search });
    await screen.findByRole('heading', { level: 1, name: 'About Tembo Safaris' });
    // The header's field (the menu's copy renders only while the menu is open).
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ` ${word} {Enter}`);
    expect(await screen.findByRole('link', { name: pkg.title })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue(word);
  });

  it('says so when nothing matches', async () => {
    renderRoute(search, '/search', '/search?q=zzzzqqq');
    expect(await screen.findByText('Nothing matches “zzzzqqq”.')).toBeVisible();
  });

  it('offline, says the results come when the connection is back, and then shows them', async () => {
    const pkg = packageFixtures.find((row) => row.published)!;
    const word = pkg.title.split(' ').find((part) => part.length > 5)!;
    // No connection, and no answer the service worker kept: the one try fails, the retries wait.
    getQueryClient();
    onlineManager.setOnline(false);
    server.use(...scenarios.offline());
    try {
      renderRoute(search, '/search', `/search?q=${encodeURIComponent(word)}`);
      expect(await screen.findByText('You are offline.')).toBeVisible();
      expect(screen.queryByRole('link', { name: pkg.title })).not.toBeInTheDocument();
    } finally {
      server.resetHandlers();
      onlineManager.setOnline(true);
    }
    expect(await screen.findByRole('link', { name: pkg.title })).toBeVisible();
  });
});

describe('offline navigation', () => {
  it('says the page was not saved for offline reading when no service worker can answer', async () => {
    // Made first: the browser's QueryClient reads navigator.onLine when it is made.
    getQueryClient();
    onlineManager.setOnline(false);
    server.use(...scenarios.offline());
    try {
      renderRoute(gallery, '/gallery', '/gallery?page=2');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'You are offline.This page was not saved for reading offline.',
      );
    } finally {
      server.resetHandlers();
      onlineManager.setOnline(true);
    }
  });
});

describe('keyboard shortcuts', () => {
  it('Alt+S focuses the main content and Alt+/ the search field', async () => {
    const { user } = renderRoute(about, '/about', '/about', { '/search': search });
    await screen.findByRole('heading', { level: 1, name: 'About Tembo Safaris' });
    await user.keyboard('{Alt>}[KeyS]{/Alt}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.keyboard('{Alt>}[Slash]{/Alt}');
    // jsdom lays nothing out, so the header's field counts as hidden: the search page opens
    // and focuses its own field instead, as on a phone.
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveFocus(),
    );
    // Again from the search page itself: its field takes the focus and keeps what was typed.
    await user.keyboard('gorilla');
    await user.keyboard('{Alt>}[KeyS]{/Alt}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.keyboard('{Alt>}[Slash]{/Alt}');
    const field = screen.getByRole('searchbox', { name: 'Search the site' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('gorilla');
  });
});

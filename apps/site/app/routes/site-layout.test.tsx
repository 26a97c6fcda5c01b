import { screen, within } from '@testing-library/react';
import { axe } from 'vitest-axe';
import { describe, expect, it } from 'vitest';
import { destinationFixtures } from '@tembo/data/mocks';
import { siteConfig } from '../config/site.config.ts';
import { renderRoute, setupMockServer } from '../test/render-route.tsx';
import * as about from './about.tsx';
import * as destinations from './destinations.tsx';
import * as search from './search.tsx';

setupMockServer();

describe('the site frame', () => {
  it('puts the floating WhatsApp link in its own named landmark', async () => {
    renderRoute(about, '/about');
    const aside = await screen.findByRole('complementary', { name: 'WhatsApp chat' });
    expect(
      within(aside).getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' }),
    ).toBeVisible();
  });

  it('on /destinations the WhatsApp greeting names the page, or the destination the link opens', async () => {
    const greeting = async () => {
      const link = await screen.findByRole('link', {
        name: 'Chat with us on WhatsApp (opens in a new tab)',
      });
      return new URL(link.getAttribute('href')!).searchParams.get('text');
    };
    const page = renderRoute(destinations, '/destinations');
    await screen.findByRole('heading', { level: 1 });
    expect(await greeting()).toBe(
      `Hello! I'm interested in "Destinations in Uganda": ${siteConfig.url}/destinations.`,
    );
    page.unmount();

    const destination = destinationFixtures.find((row) => row.published)!;
    renderRoute(destinations, '/destinations', `/destinations#${destination.slug}`);
    await screen.findByRole('heading', { level: 1 });
    await expect
      .poll(greeting)
      .toBe(
        `Hello! I'm interested in "${destination.name}": ${siteConfig.url}/destinations#${destination.slug}.`,
      );
  });

  it('leaves no content outside a landmark', async () => {
    renderRoute(about, '/about');
    await screen.findByRole('heading', { level: 1 });
    const results = await axe(document.body, { runOnly: ['region'] });
    expect(results).toHaveNoViolations();
  });

  it('names the header search apart from the form on the search page', async () => {
    renderRoute(search, '/search', '/search?q=gorilla');
    await screen.findByRole('heading', { level: 1, name: 'Search' });
    const forms = screen.getAllByRole('search');
    expect(forms).toHaveLength(2);
    expect(screen.getByRole('search', { name: 'Site search' })).toContainElement(
      screen.getByRole('searchbox', { name: 'Search' }),
    );
    const results = await axe(document.body, { runOnly: ['landmark-unique'] });
    expect(results).toHaveNoViolations();
  });
});

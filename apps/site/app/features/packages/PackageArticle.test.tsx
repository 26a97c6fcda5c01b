import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PackageDetailData } from '@tembo/data';
import { PackageArticle } from './PackageArticle.tsx';
import type { LodgeRef } from './route-stops.ts';

const lodge = (n: string, latitude: number, longitude: number): LodgeRef => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  slug: `lodge-${n}`,
  name: `Lodge ${n}`,
  latitude,
  longitude,
});
const lodges = [lodge('1', -1.05, 29.62), lodge('2', -0.2, 29.9)];

const pkg = {
  id: 'preview',
  slug: 'gorillas',
  title: 'Gorillas and lakes',
  description: 'Two lodges.',
  best_time: '',
  category: 'gorilla-trekking',
  days: 3,
  duration: '3 days / 2 nights',
  price_usd: 2400,
  price_basis: '',
  image_url: null,
  image_alt: null,
  image_decorative: false,
  image_focal_x: 0.5,
  image_focal_y: 0.5,
  highlights: ['Gorillas'],
  inclusions: ['Permits'],
  exclusions: [],
  itinerary: [
    { day: 1, title: 'Bwindi', accommodation: 'Forest camp', accommodation_id: lodges[0]!.id },
    { day: 2, title: 'Bunyonyi', accommodation: null, accommodation_id: lodges[1]!.id },
    { day: 3, title: 'Home', accommodation: 'Your own bed', accommodation_id: null },
  ],
  gallery: [],
  destination_id: null,
  published: false,
  publish_at: null,
  unpublish_at: null,
  sort_order: 0,
  created_at: '',
  updated_at: '',
} as PackageDetailData;

const draw = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('a package article', () => {
  it('links the days to their published lodges and draws the route between them', () => {
    draw(<PackageArticle pkg={pkg} lodges={lodges} />);
    const itinerary = screen.getByRole('region', { name: 'Day-by-day itinerary' });
    expect(within(itinerary).getByRole('link', { name: 'Forest camp' })).toHaveAttribute(
      'href',
      '/accommodations/lodge-1',
    );
    // No name of its own: the lodge's.
    expect(within(itinerary).getByRole('link', { name: 'Lodge 2' })).toHaveAttribute(
      'href',
      '/accommodations/lodge-2',
    );
    expect(within(itinerary).getByText('Overnight: Your own bed')).toBeInTheDocument();
    const route = screen.getByRole('region', { name: 'Route' });
    expect(
      within(route).getByRole('img', { name: /^The route of Gorillas and lakes/ }),
    ).toBeVisible();
  });

  it('without lodges names the nights in words and draws no map', () => {
    draw(<PackageArticle pkg={pkg} />);
    expect(screen.getByText('Overnight: Forest camp')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Route' })).toBeNull();
  });

  it('puts the page’s own sections before the call to action and its footer last', () => {
    draw(
      <PackageArticle pkg={pkg} lodges={lodges} footer={<p>Phone bar</p>}>
        <section aria-label="Gallery of the trip" />
      </PackageArticle>,
    );
    const article = screen.getByRole('article');
    const route = screen.getByRole('region', { name: 'Route' });
    const gallery = screen.getByRole('region', { name: 'Gallery of the trip' });
    const cta = screen.getByRole('heading', { name: 'Ready to go?' });
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(route, gallery)).toBe(true);
    expect(follows(gallery, cta)).toBe(true);
    expect(article.lastElementChild).toHaveTextContent('Phone bar');
  });
});

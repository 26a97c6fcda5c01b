import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../config/site.config.ts';
import {
  blogPosting,
  breadcrumbList,
  lodgingBusiness,
  touristTrip,
  travelAgency,
} from './json-ld.ts';
import { seoMeta } from './meta.ts';
import { absoluteUrl, clip } from './urls.ts';

const find = (meta: ReturnType<typeof seoMeta>, key: string, value: string) =>
  meta.find((entry) => (entry as Record<string, unknown>)[key] === value) as
    Record<string, unknown> | undefined;

describe('seoMeta', () => {
  const meta = seoMeta({
    title: 'Gorilla Trekking Safari',
    description: 'Three days in Bwindi. '.repeat(20),
    path: '/safaris/abc',
    image: { src: '/images/seed/gorilla-1280.webp', alt: 'A silverback', width: 1280, height: 853 },
    jsonLd: [breadcrumbList([{ name: 'Home', path: '/' }])],
  });

  it('gives the page a title with the business name and a clipped description', () => {
    expect(meta).toContainEqual({ title: `Gorilla Trekking Safari | ${siteConfig.name}` });
    const description = find(meta, 'name', 'description')?.content as string;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^Three days in Bwindi\./);
    expect(description.endsWith('…')).toBe(true);
  });

  it('names the canonical URL on the canonical host', () => {
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${siteConfig.url}/safaris/abc`,
    });
  });

  it('fills OpenGraph and Twitter with absolute image URLs', () => {
    expect(find(meta, 'property', 'og:image')?.content).toBe(
      `${siteConfig.url}/images/seed/gorilla-1280.webp`,
    );
    expect(find(meta, 'property', 'og:url')?.content).toBe(`${siteConfig.url}/safaris/abc`);
    expect(find(meta, 'name', 'twitter:card')?.content).toBe('summary_large_image');
    expect(find(meta, 'property', 'og:image:width')?.content).toBe('1280');
  });

  it('renders each JSON-LD document as its own script descriptor', () => {
    const scripts = meta.filter((entry) => 'script:ld+json' in entry);
    expect(scripts).toHaveLength(1);
  });

  it('falls back to the share image and can keep a page out of the index', () => {
    const plain = seoMeta({
      title: 'Search',
      description: 'Results',
      path: '/search',
      noindex: true,
    });
    expect(find(plain, 'property', 'og:image')?.content).toBe(
      absoluteUrl(siteConfig.shareImage.src),
    );
    expect(plain).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});

describe('json-ld builders', () => {
  it('describes a package as a TouristTrip with an Offer in USD', () => {
    const trip = touristTrip({
      name: '3-Day Gorilla Trek',
      description: 'Bwindi',
      path: '/safaris/abc',
      priceUsd: 1250,
      days: 3,
      itinerary: ['Kampala to Bwindi', 'Trek', 'Return'],
    });
    expect(trip).toMatchObject({
      '@type': 'TouristTrip',
      duration: 'P3D',
      offers: { '@type': 'Offer', price: '1250.00', priceCurrency: 'USD' },
      itinerary: { numberOfItems: 3 },
    });
  });

  it('describes the operator as a TravelAgency with its social profiles', () => {
    const agency = travelAgency();
    expect(agency['@type']).toBe('TravelAgency');
    expect(agency.sameAs).toEqual(Object.values(siteConfig.social));
    expect(agency.sameAs).toHaveLength(4);
  });

  it('adds coordinates and stars to a LodgingBusiness only when known', () => {
    const withGeo = lodgingBusiness({
      name: 'Gorilla Forest Camp',
      description: 'Tents',
      path: '/accommodations/x',
      latitude: -1.05,
      longitude: 29.7,
      rating: 5,
    });
    expect(withGeo.geo).toEqual({ '@type': 'GeoCoordinates', latitude: -1.05, longitude: 29.7 });
    expect(withGeo.starRating).toEqual({ '@type': 'Rating', ratingValue: 5 });
    const without = lodgingBusiness({ name: 'A', description: 'B', path: '/accommodations/y' });
    expect(without).not.toHaveProperty('geo');
    expect(without).not.toHaveProperty('starRating');
  });

  it('dates a BlogPosting and falls back to the publication date as modified', () => {
    const post = blogPosting({
      title: 'Packing for Bwindi',
      description: 'What to bring',
      path: '/blog/packing',
      publishedAt: '2026-01-02T00:00:00Z',
    });
    expect(post.dateModified).toBe('2026-01-02T00:00:00Z');
    expect(post.mainEntityOfPage).toEqual({
      '@type': 'WebPage',
      '@id': `${siteConfig.url}/blog/packing`,
    });
  });

  it('numbers breadcrumbs from one with absolute items', () => {
    expect(
      breadcrumbList([
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteConfig.url}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${siteConfig.url}/blog` },
    ]);
  });
});

describe('clip', () => {
  it('keeps short text whole and cuts long text at a word', () => {
    expect(clip('  Short   text ')).toBe('Short text');
    expect(clip('one two three four', 10)).toBe('one two…');
  });
});

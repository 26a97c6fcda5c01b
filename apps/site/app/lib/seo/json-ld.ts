/**
 * schema.org JSON-LD for the page types search engines understand: the business on the home
 * page, trips with their offer, lodgings, destinations, blog posts and breadcrumbs. Each builder
 * takes plain values, so routes map their rows and the builders stay easy to test.
 */
import { siteConfig } from '../../config/site.config.ts';
import { largeImage } from '../format/images.ts';
import { absoluteUrl } from './urls.ts';

/** One JSON-LD document, rendered by React Router's `script:ld+json` meta descriptor. */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<
  string,
  unknown
>;

const context = 'https://schema.org' as const;

/** The operator as schema.org sees it, nested as provider, publisher and author. */
function organization() {
  return {
    '@type': 'TravelAgency',
    name: siteConfig.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl(siteConfig.logo.src),
  };
}

/**
 * The operator: the home page's TravelAgency, with the contact details admins edit (page_content
 * contact/info; the site config's when missing) and social profiles.
 */
export function travelAgency(
  contact: { address: string; phone: string; email: string } = siteConfig.contact,
): JsonLd {
  return {
    '@context': context,
    ...organization(),
    description: siteConfig.description,
    image: absoluteUrl(siteConfig.shareImage.src),
    telephone: contact.phone,
    email: contact.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.address,
      addressCountry: siteConfig.office.country,
    },
    areaServed: siteConfig.areaServed.map((name) => ({ '@type': 'Country', name })),
    sameAs: Object.values(siteConfig.social),
    currenciesAccepted: 'USD',
  };
}

export interface TripInput {
  name: string;
  description: string;
  /** The package page's path. */
  path: string;
  image?: string | null | undefined;
  /** The price per person in US dollars. */
  priceUsd: number;
  /** e.g. 'P3D' for three days (ISO 8601), when the number of days is known. */
  days?: number | null | undefined;
  /** The day-by-day plan, one title a day. */
  itinerary?: string[] | undefined;
}

/** A safari package: a TouristTrip with its Offer in USD. */
export function touristTrip(trip: TripInput): JsonLd {
  const url = absoluteUrl(trip.path);
  return {
    '@context': context,
    '@type': 'TouristTrip',
    name: trip.name,
    description: trip.description,
    url,
    ...(trip.image ? { image: absoluteUrl(largeImage(trip.image)) } : {}),
    ...(trip.days ? { duration: `P${trip.days}D` } : {}),
    ...(trip.itinerary?.length
      ? {
          itinerary: {
            '@type': 'ItemList',
            numberOfItems: trip.itinerary.length,
            itemListElement: trip.itinerary.map((name, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name,
            })),
          },
        }
      : {}),
    provider: organization(),
    offers: {
      '@type': 'Offer',
      price: trip.priceUsd.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
    },
  };
}

export interface LodgingInput {
  name: string;
  description: string;
  path: string;
  image?: string | null | undefined;
  /** Where it is, in words: 'Bwindi Impenetrable Forest, Uganda'. */
  location?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  /** e.g. '$$$' or '$250–$400 a night'. */
  priceRange?: string | null | undefined;
  /** Stars, 1–5. */
  rating?: number | null | undefined;
  amenities?: string[] | null | undefined;
}

/** An accommodation: a LodgingBusiness with its place, price range, stars and amenities. */
export function lodgingBusiness(lodging: LodgingInput): JsonLd {
  const hasGeo = typeof lodging.latitude === 'number' && typeof lodging.longitude === 'number';
  return {
    '@context': context,
    '@type': 'LodgingBusiness',
    name: lodging.name,
    description: lodging.description,
    url: absoluteUrl(lodging.path),
    ...(lodging.image ? { image: absoluteUrl(largeImage(lodging.image)) } : {}),
    ...(lodging.location
      ? { address: { '@type': 'PostalAddress', addressLocality: lodging.location } }
      : {}),
    ...(hasGeo
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: lodging.latitude,
            longitude: lodging.longitude,
          },
        }
      : {}),
    ...(lodging.priceRange ? { priceRange: lodging.priceRange } : {}),
    ...(lodging.rating ? { starRating: { '@type': 'Rating', ratingValue: lodging.rating } } : {}),
    ...(lodging.amenities?.length
      ? {
          amenityFeature: lodging.amenities.map((name) => ({
            '@type': 'LocationFeatureSpecification',
            name,
            value: true,
          })),
        }
      : {}),
  };
}

export interface DestinationInput {
  name: string;
  description: string;
  /** The destination's page. */
  path?: string | undefined;
  image?: string | null | undefined;
  location?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  highlights?: string[] | null | undefined;
}

/** A destination: a TouristDestination with its page, its place and what there is to see. */
export function touristDestination(destination: DestinationInput): JsonLd {
  const hasGeo =
    typeof destination.latitude === 'number' && typeof destination.longitude === 'number';
  return {
    '@context': context,
    '@type': 'TouristDestination',
    name: destination.name,
    description: destination.description,
    ...(destination.path ? { url: absoluteUrl(destination.path) } : {}),
    ...(hasGeo
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: destination.latitude,
            longitude: destination.longitude,
          },
        }
      : {}),
    ...(destination.image ? { image: absoluteUrl(largeImage(destination.image)) } : {}),
    ...(destination.location
      ? { containedInPlace: { '@type': 'Place', name: destination.location } }
      : {}),
    ...(destination.highlights?.length
      ? {
          includesAttraction: destination.highlights.map((name) => ({
            '@type': 'TouristAttraction',
            name,
          })),
        }
      : {}),
  };
}

export interface PostInput {
  title: string;
  description: string;
  path: string;
  image?: string | null | undefined;
  /** ISO timestamps. */
  publishedAt: string;
  modifiedAt?: string | null | undefined;
}

/** A blog post: a BlogPosting published by the operator. */
export function blogPosting(post: PostInput): JsonLd {
  const url = absoluteUrl(post.path);
  return {
    '@context': context,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(post.image ? { image: absoluteUrl(largeImage(post.image)) } : {}),
    datePublished: post.publishedAt,
    dateModified: post.modifiedAt ?? post.publishedAt,
    author: organization(),
    publisher: organization(),
  };
}

export interface ServiceInput {
  name: string;
  description: string;
  /** Where the service is described or booked. */
  path: string;
}

/** One of the operator's services (gorilla trekking, transfers…), provided by the operator. */
export function service(offer: ServiceInput): JsonLd {
  return {
    '@context': context,
    '@type': 'Service',
    name: offer.name,
    serviceType: offer.name,
    description: offer.description,
    url: absoluteUrl(offer.path),
    provider: organization(),
    areaServed: siteConfig.areaServed.map((name) => ({ '@type': 'Country', name })),
  };
}

/** A list page's items (packages, lodges, posts) in order, each with its page. */
export function itemList(name: string, items: { name: string; path: string }[]): JsonLd {
  return {
    '@context': context,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: absoluteUrl(item.path),
    })),
  };
}

/** The trail from the home page to this page; the last entry is the page itself. */
export function breadcrumbList(trail: { name: string; path: string }[]): JsonLd {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

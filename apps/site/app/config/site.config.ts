/**
 * The operator's details in one place (docs/decisions.md#site-config): a different operator re-brands the site by
 * editing this file, and about.config.ts, services.config.ts and pages.config.ts beside it (those pages' words).
 * Everything the pages say about the business comes from these four or from the database
 * (page_content), never from literals scattered through the routes.
 */

/** The operator's social profiles (docs/product-rules.md#site-wide: Facebook, X, YouTube, Instagram); new tab. */
interface SocialLinks {
  facebook?: string;
  x?: string;
  youtube?: string;
  instagram?: string;
}

/** Postal and phone details; also the fallback when page_content contact/info is missing. */
export interface ContactDetails {
  address: string;
  phone: string;
  email: string;
}

export interface SiteConfig {
  /** The business name: header, titles, JSON-LD. */
  name: string;
  /** One line that says what the business does; the home page's description. */
  tagline: string;
  /** The default meta description for pages that have none of their own. */
  description: string;
  /** The canonical origin of the site, without a trailing slash. */
  url: string;
  /** The logo shown in the header; hidden if it fails to load, leaving the name. */
  logo: { src: string; width: number; height: number };
  /** Shown in place of any picture that fails to load (precached, so it shows offline too). */
  imageFallback: string;
  /**
   * The image used when a page has none to share (OpenGraph, Twitter); `caption` is the line under
   * the name that scripts/generate-brand-images.ts draws on it.
   */
  shareImage: { src: string; width: number; height: number; alt: string; caption: string };
  /** The number in international format without "+" or spaces, as wa.me wants it. */
  whatsapp: { number: string; greeting: string };
  social: SocialLinks;
  contact: ContactDetails;
  /** The office: its town (said in the copy), its country (ISO 3166-1 alpha-2, for JSON-LD), when it is open. */
  office: { city: string; country: string; hours: string };
  /**
   * Who answers an enquiry and how soon, as the contact page's confirmation says it: "We will
   * reply to you@… within one working day, from hello@…".
   */
  enquiryReply: { from: string; within: string };
  /** Area served, for the TravelAgency JSON-LD. */
  areaServed: string[];
  /** Where the admin's lodge map opens when a lodge has no position yet: [latitude, longitude]. */
  mapCenter: [number, number];
  /** Short name of the installed app (home screen), at most about 12 characters. */
  shortName: string;
  /**
   * The home page's words that are not an admin's: its whole document title, and the heading of
   * its closing call to action (docs/product-rules.md#home-sections).
   */
  home: { title: string; callToAction: string };
  /** The home hero when page_content home/hero is missing (its shape). */
  hero: { title: string; subtitle: string; carousel_images: { url: string; alt: string }[] };
  /** The theme colour of the browser UI and the installed app (orange 9 of Radix). */
  themeColor: string;
}

/**
 * The canonical origin, overridable at build time with `VITE_SITE_URL` (e.g. a staging host), so
 * canonical links, OpenGraph URLs and the sitemap name the host the pages are served from.
 */
function siteUrl(): string {
  // Scripts run by tsx (outside Vite) have no import.meta.env.
  const env = import.meta.env as ImportMetaEnv | undefined;
  const fromEnv = env?.VITE_SITE_URL?.trim();
  return (fromEnv || 'https://www.tembosafaris.com').replace(/\/+$/, '');
}

/** The business name, which the home page's title also says. */
const name = 'Tembo Safaris';

/** Where travellers write and where the replies come from. */
const officeEmail = 'hello@tembosafaris.com';

export const siteConfig: SiteConfig = {
  name,
  tagline: 'Gorilla trekking, wildlife safaris and cultural journeys in Uganda and East Africa',
  description:
    'Tembo Safaris is a Uganda tour operator: mountain gorilla and chimpanzee trekking, wildlife ' +
    'safaris, cultural experiences and airport transfers across Uganda and East Africa.',
  url: siteUrl(),
  logo: { src: '/images/logo.svg', width: 40, height: 40 },
  imageFallback: '/images/fallback.svg',
  shareImage: {
    src: '/images/og-default.jpg',
    width: 1200,
    height: 630,
    alt: 'Tembo Safaris: safaris in Uganda and East Africa',
    caption: 'Gorilla trekking · Wildlife safaris · Uganda',
  },
  whatsapp: {
    number: '256772123456',
    greeting: "Hello! I'm interested in your safari packages.",
  },
  social: {
    facebook: 'https://www.facebook.com/tembosafaris',
    x: 'https://x.com/tembosafaris',
    youtube: 'https://www.youtube.com/@tembosafaris',
    instagram: 'https://www.instagram.com/tembosafaris',
  },
  contact: {
    address: 'Plot 14, Kiira Road, Kamwokya, Kampala, Uganda',
    phone: '+256 772 123 456',
    email: officeEmail,
  },
  office: {
    city: 'Kampala',
    country: 'UG',
    hours: 'Open every day, 8 am to 6 pm East Africa Time.',
  },
  enquiryReply: { from: officeEmail, within: 'one working day' },
  areaServed: ['Uganda', 'Rwanda', 'Kenya', 'Tanzania'],
  mapCenter: [1.37, 32.29],
  shortName: 'Tembo',
  home: {
    title: `${name}: gorilla trekking and wildlife safaris in Uganda`,
    callToAction: 'Ready for your Uganda adventure?',
  },
  hero: {
    title: 'Discover the Pearl of Africa',
    subtitle:
      'Track mountain gorillas in Bwindi, cruise the Nile at Murchison Falls and meet the people ' +
      'who call Uganda home, with guides who were born here.',
    carousel_images: [
      {
        url: '/images/seed/hero-gorilla-ridge.webp',
        alt: 'Silhouette of a gorilla on a forested ridge above valleys filled with morning mist',
      },
    ],
  },
  themeColor: '#f76b15',
};

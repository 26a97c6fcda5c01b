import type { MetaDescriptor } from 'react-router';
import { siteConfig } from '../../config/site.config.ts';
import { ogImage } from '../format/images.ts';
import type { JsonLd } from './json-ld.ts';
import { absoluteUrl, clip } from './urls.ts';

/** What a page tells search engines and link previews about itself. */
export interface PageSeo {
  /** The page's own title; the site name is appended unless `fullTitle` is set. */
  title: string;
  /** Use `title` as it is (the home page, whose title already names the business). */
  fullTitle?: boolean;
  /** One or two sentences; clipped to 160 characters at a word. */
  description: string;
  /** The canonical path of the page, without query string except where it is the page's identity. */
  path: string;
  /** The image link previews show; the site's share image when absent. */
  image?: { src: string; alt: string; width?: number; height?: number } | null | undefined;
  /** OpenGraph type: `article` for blog posts. @default 'website' */
  type?: 'website' | 'article';
  /** When an article was published and last changed (ISO). */
  publishedTime?: string | undefined;
  modifiedTime?: string | undefined;
  /** Structured data for the page, each rendered as its own script tag. */
  jsonLd?: JsonLd[];
  /** Keep the page out of search results (not-found, search results, offline). */
  noindex?: boolean;
  /**
   * The parts of the page a link opens by their `#id` (one per destination on /destinations,
   * which has no page per destination): the WhatsApp greeting names the one the URL opens.
   */
  sections?: { id: string; title: string }[];
}

/** The page title as it appears in the tab and search results. */
function pageTitle(seo: Pick<PageSeo, 'title' | 'fullTitle'>): string {
  return seo.fullTitle ? seo.title : `${seo.title} | ${siteConfig.name}`;
}

/**
 * Title, description, canonical link, OpenGraph, Twitter card and JSON-LD for a route's `meta`.
 * Every public route returns this, so every prerendered page carries the full set.
 */
export function seoMeta(seo: PageSeo): MetaDescriptor[] {
  const title = pageTitle(seo);
  const description = clip(seo.description);
  const url = absoluteUrl(seo.path);
  const given = seo.image ?? siteConfig.shareImage;
  // The 1200×630 crop the build made of it (docs/architecture.md#images), when there is one.
  const card = ogImage(given.src);
  const image = { ...given, ...card };
  const imageUrl = absoluteUrl(image.src);
  const type = seo.type ?? 'website';
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:site_name', content: siteConfig.name },
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:alt', content: image.alt },
    ...(image.width && image.height
      ? [
          { property: 'og:image:width', content: String(image.width) },
          { property: 'og:image:height', content: String(image.height) },
        ]
      : []),
    { property: 'og:locale', content: 'en_GB' },
    ...(seo.publishedTime
      ? [{ property: 'article:published_time', content: seo.publishedTime }]
      : []),
    ...(seo.modifiedTime ? [{ property: 'article:modified_time', content: seo.modifiedTime }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
    ...(seo.jsonLd ?? []).map((document) => ({ 'script:ld+json': document })),
  ];
}

import { siteConfig } from '../../config/site.config.ts';

/**
 * An absolute URL on the canonical host for a site path, or the URL itself when it is already
 * absolute (images uploaded to storage live on the backend's host).
 */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`;
  return `${siteConfig.url}${path === '/' ? '/' : path}`;
}

/**
 * Plain text cut to at most `max` characters at a word boundary, with an ellipsis when cut:
 * meta descriptions over about 160 characters are truncated by search engines mid-word.
 */
export function clip(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

import { absoluteUrl } from './urls.ts';

/** One URL of the sitemap; `lastModified` is an ISO date when the content knows it. */
export interface SitemapEntry {
  path: string;
  lastModified?: string | null | undefined;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );

/** The sitemap protocol's XML for the given pages, each on the canonical host. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified
      ? `<lastmod>${escapeXml(lastModified.slice(0, 10))}</lastmod>`
      : '';
    return `  <url><loc>${escapeXml(absoluteUrl(path))}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

import { paths } from '../config/paths.ts';
import { absoluteUrl } from '../lib/seo/urls.ts';

/** robots.txt, prerendered: everything public is crawlable, the admin area and sign-in are not. */
export function loader() {
  const body = [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${paths.admin()}`,
    `Disallow: ${paths.auth()}`,
    `Disallow: ${paths.search()}`,
    '',
    `Sitemap: ${absoluteUrl(paths.sitemap())}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

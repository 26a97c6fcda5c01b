import { listPublicPages } from '../lib/seo/public-pages.ts';
import { sitemapXml } from '../lib/seo/sitemap.ts';

/** sitemap.xml, prerendered from the same list of pages that is prerendered as HTML. */
export async function loader() {
  return new Response(sitemapXml(await listPublicPages()), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}

import { siteConfig } from '../../../config/site.config.ts';

/** An admin page's document title, e.g. "Enquiries | Tembo Safaris admin". */
export function adminTitle(title: string): string {
  return `${title} | ${siteConfig.name} admin`;
}

/** An admin page's document title; admin pages are never indexed. */
export function adminMeta(title: string) {
  return [{ title: adminTitle(title) }, { name: 'robots', content: 'noindex, nofollow' }];
}

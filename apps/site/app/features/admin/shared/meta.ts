import { siteConfig } from '../../../config/site.config.ts';

/** An admin page's document title; admin pages are never indexed. */
export function adminMeta(title: string) {
  return [
    { title: `${title} | ${siteConfig.name} admin` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

import { siteConfig } from '../config/site.config.ts';

/**
 * The web app manifest, prerendered from the site config (docs/decisions.md#site-config), so the
 * installed app's name follows the operator's.
 */
export function manifest() {
  return {
    name: siteConfig.name,
    short_name: siteConfig.shortName,
    description: `${siteConfig.tagline}.`,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#1f1408',
    theme_color: siteConfig.themeColor,
    lang: 'en',
    categories: ['travel'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: siteConfig.logo.src, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

export function loader() {
  return new Response(`${JSON.stringify(manifest(), null, 2)}\n`, {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8' },
  });
}

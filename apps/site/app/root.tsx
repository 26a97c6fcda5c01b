import '@tembo/ui/styles.css';
import { useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useHref,
  useNavigate,
  type LinksFunction,
} from 'react-router';
import brandFontLatin from '@fontsource/bodoni-moda/files/bodoni-moda-latin-700-normal.woff2?url';
import { ErrorFallback, UiProvider, themeScript } from '@tembo/ui';
import { siteConfig } from './config/site.config.ts';
import { startAnalytics } from './lib/analytics/start.ts';
import { ShellFallback } from './lib/layout/ShellFallback.tsx';
import type { SiteData } from './lib/layout/site-contact.ts';
import { readSiteContactAtBuild } from './lib/layout/site-contact-at-build.ts';
import { registerServiceWorker } from './lib/offline/register-service-worker.ts';

export const links: LinksFunction = () => [
  { rel: 'icon', href: siteConfig.logo.src, type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  // The brand face's file, fetched with the CSS rather than after it, so the headings of the
  // first screen swap before they paint on most connections (docs/decisions.md#brand-typeface).
  // The same file as the url() of @tembo/ui's @font-face, so Vite gives both one hashed address.
  {
    rel: 'preload',
    as: 'font',
    href: brandFontLatin,
    type: 'font/woff2',
    crossOrigin: 'anonymous' as const,
  },
];

/**
 * Build time only: what every page needs from the backend, read for each prerendered page and for
 * the SPA shell (404.html, /auth, /admin). With `ssr: false` and no clientLoader, React Router never
 * calls it again in the browser, so it costs the pages no JavaScript; the build that publishing
 * requests brings an admin's edit to every page (docs/architecture.md#prerendering).
 */
export const loader = async (): Promise<SiteData> => ({ contact: await readSiteContactAtBuild() });

/**
 * The title of a document no page names: the SPA shell (`__spa-fallback.html`, and `404.html`,
 * its copy) before its route loads. Every page's own `meta` replaces it; HTML requires a title.
 */
export const meta = () => [{ title: siteConfig.name }];

/** The document around every page, the error boundary and the SPA shell. */
export function Layout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    // The head script sets the theme class on <html> before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* First in <head>: the stored theme applies before anything paints (no flash). */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={siteConfig.themeColor} />
        <Meta />
        <Links />
      </head>
      <body>
        <UiProvider
          navigate={navigate}
          useHref={useHref}
          imageFallbackSrc={siteConfig.imageFallback}
        >
          {children}
        </UiProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Every page. The data layer's providers are not here but in routes/data-layout.tsx, around the
 * pages that use them, so the pages outside it load without React Query.
 */
export default function App() {
  useEffect(() => {
    // A marker for tests and tools that need to know the page is interactive.
    document.documentElement.dataset.hydrated = '';
  }, []);
  useEffect(() => startAnalytics(), []);
  useEffect(() => registerServiceWorker(), []);
  return <Outlet />;
}

/**
 * Shown by the SPA shell (admin pages, unknown URLs) until the route's code has loaded: the admin
 * layout's skeleton on /admin, a spinner elsewhere.
 */
export function HydrateFallback() {
  return <ShellFallback />;
}

/**
 * The last line of defence, for errors outside the site layout (its own boundary handles page
 * errors with the header and footer still in place).
 */
export function ErrorBoundary() {
  return (
    <main id="main">
      <ErrorFallback />
    </main>
  );
}

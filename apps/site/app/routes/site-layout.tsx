import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Outlet,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useNavigate,
  useRouteError,
} from 'react-router';
import {
  EmptyState,
  ErrorFallback,
  Footer,
  Header,
  SkipLink,
  Spinner,
  Toaster,
  WhatsAppButton,
} from '@tembo/ui';
import { footerNavigation, mainNavigation, paths } from '../config/paths.ts';
import { buildYear } from '../config/build-info.ts';
import { siteConfig } from '../config/site.config.ts';
import { mainContentId, useKeyboardShortcuts } from '../lib/layout/keyboard-shortcuts.ts';
import { NotFoundContent } from '../lib/layout/NotFoundContent.tsx';
import { SiteSearch } from '../lib/layout/SiteSearch.tsx';
import { useSiteContact } from '../lib/layout/site-contact.ts';
import * as styles from '../lib/layout/page.css.ts';
import { useReportError } from '../lib/analytics/use-report-error.ts';
import {
  useGreetingSubject,
  useTripDraft,
  whatsAppGreeting,
} from '../lib/layout/whatsapp-greeting.ts';
import { OfflineNavigationError } from '../lib/data/offline-navigation-error.ts';
import { errorMeta } from '../lib/seo/error-meta.ts';
import type { Route } from './+types/site-layout';

/** The floating WhatsApp button, its greeting naming the page or the trip being planned. */
function WhatsAppChat() {
  const greeting = whatsAppGreeting(
    siteConfig.whatsapp.greeting,
    useGreetingSubject(siteConfig.url),
    useTripDraft(),
  );
  return <WhatsAppButton phoneNumber={siteConfig.whatsapp.number} greeting={greeting} />;
}

/** The frame of every public page: skip link, header, main content, footer, WhatsApp button. */
function SiteFrame({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // With the search field hidden in the closed mobile menu, Alt+/ opens the search page instead,
  // or focuses the field of the page itself (the search page's), keeping what it holds.
  const openSearchPage = useCallback(() => {
    const onPage = document.querySelector<HTMLInputElement>(
      `#${mainContentId} input[type="search"]`,
    );
    if (onPage) onPage.focus();
    else navigate(paths.search(), { state: { focusSearch: true } });
  }, [navigate]);
  const headerSearch = useRef<HTMLInputElement>(null);
  useKeyboardShortcuts({ searchInput: headerSearch, onSearchUnavailable: openSearchPage });
  const renderSearch = (placement: 'header' | 'menu') => (
    <SiteSearch
      ref={placement === 'header' ? headerSearch : undefined}
      // Named apart from /search's own search form, which is on the page beside it.
      landmarkLabel="Site search"
    />
  );
  const contact = useSiteContact();
  // A page with its own phone bar that offers WhatsApp (`handle.enquireBar`) hides the floating
  // button on phones (docs/decisions.md#enquire-bar).
  const pageHasBar = useMatches().some(
    (match) => (match.handle as { enquireBar?: boolean } | undefined)?.enquireBar,
  );
  // Prerendering sees /safaris/ (with a trailing slash); the header compares without it.
  const currentPath = useLocation().pathname.replace(/(.)\/+$/, '$1');
  return (
    <>
      <SkipLink targetId={mainContentId} />
      <Header
        businessName={siteConfig.name}
        logoSrc={siteConfig.logo.src}
        navItems={mainNavigation}
        currentPath={currentPath}
        bookNowHref={paths.contact()}
        renderSearch={renderSearch}
      />
      <main id={mainContentId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer
        businessName={siteConfig.name}
        tagline={siteConfig.tagline}
        links={footerNavigation}
        contact={contact}
        social={siteConfig.social}
        year={buildYear}
      />
      {/* Every part of a page belongs to a landmark; the button itself floats where it did. */}
      <aside aria-label="WhatsApp chat" className={pageHasBar ? styles.desktopOnly : undefined}>
        <WhatsAppChat />
      </aside>
      <Toaster />
    </>
  );
}

/**
 * Only when a page failed: its error boundary is this layout's, so React Router stops calling
 * `meta` here and the failed page's own `meta` never runs. Otherwise the page's `meta` wins.
 */
export const meta = ({ error }: Route.MetaArgs) => (error ? errorMeta(error) : []);

export default function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/**
 * A page that fails keeps the header and footer: a 404 thrown by a loader (an id that does not
 * exist) shows the not-found content, anything else the error catalogue's fallback.
 */
/** The page a reload was last asked for offline: one reload per page, never a loop. */
const offlineReloadKey = 'tembo-offline-reload';

/**
 * Offline, with the page's data in no cache: load the page itself, once, when the service worker
 * controls the page (it answers with the page if it was ever opened, or with its offline page).
 * Without the worker, or after that one reload, say so here instead.
 */
function useOfflineReload(offline: boolean): boolean {
  const [reloading, setReloading] = useState(offline);
  useEffect(() => {
    if (!offline) return;
    const here = window.location.href;
    const controlled = Boolean(navigator.serviceWorker?.controller);
    if (controlled && sessionStorage.getItem(offlineReloadKey) !== here) {
      sessionStorage.setItem(offlineReloadKey, here);
      window.location.reload();
    } else {
      setReloading(false);
    }
  }, [offline]);
  return offline && reloading;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const offline = error instanceof OfflineNavigationError;
  const reloading = useOfflineReload(offline);
  useReportError(notFound || offline ? null : error);
  let content: ReactNode = <ErrorFallback />;
  if (notFound) content = <NotFoundContent />;
  else if (reloading) content = <Spinner label="Opening the page…" />;
  else if (offline) {
    content = (
      <EmptyState
        title="You are offline."
        description="This page was not saved for reading offline. It will open once your connection is back."
        announce="alert"
      />
    );
  }
  return <SiteFrame>{content}</SiteFrame>;
}

import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import {
  Outlet,
  isRouteErrorResponse,
  useLocation,
  useNavigate,
  useRouteError,
} from 'react-router';
import {
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
import { mainContentId, useKeyboardShortcuts } from '../features/layout/keyboard-shortcuts.ts';
import { NotFoundContent } from '../features/layout/NotFoundContent.tsx';
import { SiteSearch } from '../features/layout/SiteSearch.tsx';
import * as styles from '../features/layout/page.css.ts';
import { useReportError } from '../features/analytics/use-report-error.ts';
import { OfflineNavigationError } from '../features/data/route-data.ts';

/** The frame of every public page: skip link, header, main content, footer, WhatsApp button. */
function SiteFrame({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // With the search field hidden in the closed mobile menu, Alt+/ opens the search page instead.
  const openSearchPage = useCallback(
    () => navigate(paths.search(), { state: { focusSearch: true } }),
    [navigate],
  );
  const headerSearch = useRef<HTMLInputElement>(null);
  useKeyboardShortcuts({ searchInput: headerSearch, onSearchUnavailable: openSearchPage });
  const renderSearch = (placement: 'header' | 'menu') => (
    <SiteSearch ref={placement === 'header' ? headerSearch : undefined} />
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
        contact={siteConfig.contact}
        social={siteConfig.social}
        year={buildYear}
      />
      <WhatsAppButton
        phoneNumber={siteConfig.whatsapp.number}
        greeting={siteConfig.whatsapp.greeting}
      />
      <Toaster />
    </>
  );
}

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
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Offline, and the page's data was never saved: load the page itself, which the service
  // worker answers with the page if it was ever opened, or with its offline page.
  const offline = error instanceof OfflineNavigationError;
  useEffect(() => {
    if (offline) window.location.reload();
  }, [offline]);
  useReportError(notFound || offline ? null : error);
  if (offline) {
    return (
      <SiteFrame>
        <Spinner label="Opening the page…" />
      </SiteFrame>
    );
  }
  return <SiteFrame>{notFound ? <NotFoundContent /> : <ErrorFallback />}</SiteFrame>;
}

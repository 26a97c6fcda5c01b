import { useCallback } from 'react';
import { Outlet, isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { ErrorFallback, SkipLink } from '@tembo/ui';
import { paths } from '../config/paths.ts';
import { mainContentId, useKeyboardShortcuts } from '../features/layout/keyboard-shortcuts.ts';
import { NotFoundContent } from '../features/layout/NotFoundContent.tsx';
import * as styles from '../features/layout/page.css.ts';
import { useReportError } from '../features/analytics/use-report-error.ts';

/** The frame of every public page: skip link, header, main content, footer, WhatsApp button. */
function SiteFrame({ children }: { children: React.ReactNode }) {
  const navigate = useNavigate();
  // With the search field hidden in the closed mobile menu, Alt+/ opens the search page instead.
  const openSearchPage = useCallback(
    () => navigate(paths.search(), { state: { focusSearch: true } }),
    [navigate],
  );
  useKeyboardShortcuts({ onSearchUnavailable: openSearchPage });
  return (
    <>
      <SkipLink targetId={mainContentId} />
      <main id={mainContentId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
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
  useReportError(notFound ? null : error);
  return <SiteFrame>{notFound ? <NotFoundContent /> : <ErrorFallback />}</SiteFrame>;
}

import { Spinner } from '@tembo/ui';
import { AdminSkeleton } from './AdminSkeleton.tsx';
import * as styles from './shell-fallback.css.ts';

/**
 * Marks an /admin URL on <html> (`data-shell="admin"`) as the shell's HTML is parsed, before the
 * placeholders below it paint. A CSP hash covers it like every inline script
 * (apps/site/scripts/post-build.ts).
 */
const shellScript = `if(/^\\/admin(\\/|$)/.test(location.pathname))document.documentElement.dataset.shell='admin'`;

/**
 * The root's HydrateFallback: what the SPA shell (`__spa-fallback.html`, 404.html: the admin
 * pages and unknown URLs) shows until the route's code has loaded. The same HTML serves every
 * such URL, and hydration must render it unchanged, so both placeholders are in it and CSS shows
 * one: the admin layout's skeleton on /admin (the role guard then keeps it while the session
 * loads), a spinner elsewhere.
 */
export function ShellFallback() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: shellScript }} />
      <div className={styles.siteFallback}>
        <Spinner />
      </div>
      <div className={styles.adminFallback}>
        <AdminSkeleton />
      </div>
    </>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { Button, LinkButton, SkipLink, ThemeToggle } from '@tembo/ui';
import { useSession, useSignOutMutation } from '@tembo/data/auth';
import { siteConfig } from '../../../config/site.config.ts';
import { LiveSiteIndicator } from '../live-site/LiveSiteIndicator.tsx';
import { adminNavigation, adminPaths } from '../paths.ts';
import * as styles from './shell.css.ts';

/** The id of the admin main landmark (skip link target). */
const adminMainId = 'admin-main';

/**
 * The admin area's frame: a skip link, a header with the signed-in user, sign-out and the theme
 * toggle, the admin navigation (the users page only for super admins) and the main area.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const signOut = useSignOutMutation({ onSuccess: () => navigate('/auth') });
  const signedIn = session.status === 'signed-in' ? session : null;
  const links = adminNavigation.filter((item) => !('superAdmin' in item) || signedIn?.isSuperAdmin);
  // On a phone the navigation is one row that scrolls sideways: keep the current page's entry in
  // view (only sideways: the page itself does not move).
  const navList = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const list = navList.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const start = current.offsetLeft - list.offsetLeft;
    if (
      start < list.scrollLeft ||
      start + current.offsetWidth > list.scrollLeft + list.clientWidth
    ) {
      list.scrollLeft = start - (list.clientWidth - current.offsetWidth) / 2;
    }
  }, [pathname]);
  return (
    <div className={styles.shell}>
      <SkipLink targetId={adminMainId} />
      <header className={styles.header}>
        <NavLink to={adminPaths.dashboard()} className={styles.brandLink}>
          {siteConfig.name} admin
        </NavLink>
        <div className={styles.headerActions}>
          {signedIn ? <LiveSiteIndicator /> : null}
          {signedIn ? (
            <p className={styles.user}>
              <span className={styles.userEmail}>{signedIn.user.email}</span>
              <span className={styles.role}>{signedIn.role.replace('_', ' ')}</span>
            </p>
          ) : null}
          <LinkButton href="/" variant="ghost" size="sm">
            View site
          </LinkButton>
          <ThemeToggle />
          <Button
            variant="outline"
            size="sm"
            onPress={() => signOut.mutate()}
            isDisabled={signOut.isPending}
          >
            Sign out
          </Button>
        </div>
      </header>
      <div className={styles.body}>
        <nav aria-label="Admin" className={styles.nav}>
          <ul ref={navList} className={styles.navList}>
            {links.map((item) => (
              <li key={item.href}>
                <NavLink
                  to={item.href}
                  end={'end' in item ? item.end : false}
                  className={styles.navLink}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id={adminMainId} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}

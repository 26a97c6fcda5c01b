import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { isCurrentPath, mainNavItems, type NavItem } from '../../navigation.ts';
import { LinkButton } from '../Button/LinkButton.tsx';
import { isAndroidEdge } from '../Drawer/is-android-edge.ts';
import { button } from '../private/Button.css.ts';
import { MenuIcon } from '../private/icons.tsx';
import { Link } from '../private/Link/Link.tsx';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle.tsx';
import * as styles from './Header.css.ts';

/** Loaded on the first press of 'Toggle menu' (started as the press begins, before release). */
const loadMobileMenu = () => import('./MobileMenu.tsx');
const MobileMenu = lazy(loadMobileMenu);

export interface HeaderProps {
  /** The operator's name, shown beside the logo (and alone if the logo fails). */
  businessName: string;
  /** The logo image URL; hidden if missing or if it fails to load. */
  logoSrc?: string;
  /**
   * The navigation entries, in order.
   * @default mainNavItems (the nine of docs/product-rules.md#navigation)
   */
  navItems?: readonly NavItem[];
  /** The current URL path: its entry gets `aria-current="page"` and the brand orange. */
  currentPath: string;
  /**
   * Where 'Book Now' leads.
   * @default '/contact'
   */
  bookNowHref?: string;
  /**
   * The site search field, shown in the desktop header and at the top of the mobile menu
   * (a render function, so each place gets its own instance).
   */
  renderSearch?: (placement: 'header' | 'menu') => ReactNode;
  /**
   * How the narrow-screen menu opens: `auto` picks the bottom drawer on Android Edge and the
   * side sheet everywhere else.
   * @default 'auto'
   */
  menuPresentation?: 'auto' | 'sheet' | 'drawer';
}

/**
 * The sticky site header. Below 768px: logo and name, the theme toggle and a 'Toggle menu' button
 * that opens the nine entries in a sheet (or a drawer on Android Edge) with the search field at
 * its top and 'Book Now' at its bottom. From 768px the entries are inline: on a second row under
 * the logo, search field, 'Book Now' and theme toggle, within the page's content column. Links
 * navigate through UiProvider's router.
 */
export function Header({
  businessName,
  logoSrc,
  navItems = mainNavItems,
  currentPath,
  bookNowHref = '/contact',
  renderSearch,
  menuPresentation = 'auto',
}: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [useDrawer, setUseDrawer] = useState(menuPresentation === 'drawer');
  const [logoFailed, setLogoFailed] = useState(false);
  const logoRef = useRef<HTMLImageElement>(null);

  // A prerendered logo can fail before React attaches onError.
  useEffect(() => {
    const logo = logoRef.current;
    if (logo?.complete && logo.currentSrc && logo.naturalWidth === 0) setLogoFailed(true);
  }, []);

  const openMenu = () => {
    // Decided on open, not on render: prerendered HTML has no user agent.
    setUseDrawer(
      menuPresentation === 'drawer' ||
        (menuPresentation === 'auto' && isAndroidEdge(navigator.userAgent)),
    );
    setMenuLoaded(true);
    setMenuOpen(true);
  };

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.brandLink}>
          {logoSrc && !logoFailed ? (
            <img
              ref={logoRef}
              src={logoSrc}
              alt=""
              width={36}
              height={36}
              className={styles.logo}
              onError={() => setLogoFailed(true)}
            />
          ) : null}
          <span className={styles.brandName}>{businessName}</span>
        </Link>
        {/*
          One reading and Tab order at every width: brand, navigation, actions. From 768 to 1439px
          the navigation is drawn on a second row, so Tab visits that row before the search and
          'Book Now' above it; a second copy of the links to match both layouts would put two
          main navigations in the HTML for crawlers and assistive technology to reconcile.
        */}
        <nav aria-label="Main" className={styles.fullOnly}>
          <ul className={styles.navList}>
            {navItems.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className={styles.navLink}
                  aria-current={isCurrentPath(item.href, currentPath) ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          {renderSearch ? <div className={styles.search}>{renderSearch('header')}</div> : null}
          <div className={styles.fromTablet}>
            <LinkButton href={bookNowHref} size="sm">
              Book Now
            </LinkButton>
          </div>
          <ThemeToggle />
          <div className={styles.compactOnly}>
            {/* A plain button: react-aria's would bring its press handling into every page. */}
            <button
              type="button"
              className={button({ variant: 'ghost', iconOnly: true })}
              aria-label="Toggle menu"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onPointerDown={() => void loadMobileMenu()}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') void loadMobileMenu();
              }}
              onClick={openMenu}
            >
              <MenuIcon />
            </button>
          </div>
        </div>
      </div>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu
            isOpen={menuOpen}
            onOpenChange={setMenuOpen}
            presentation={useDrawer ? 'drawer' : 'sheet'}
            navItems={navItems}
            currentPath={currentPath}
            bookNowHref={bookNowHref}
            search={renderSearch ? renderSearch('menu') : null}
          />
        </Suspense>
      ) : null}
    </header>
  );
}

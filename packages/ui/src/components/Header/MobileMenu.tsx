import { Link } from 'react-aria-components';
import { isCurrentPath, type NavItem } from '../../navigation.ts';
import { LinkButton } from '../Button/LinkButton.tsx';
import { Drawer } from '../Drawer/Drawer.tsx';
import { Sheet } from '../Sheet/Sheet.tsx';
import * as styles from './Header.css.ts';
import type { ReactNode } from 'react';

export interface MobileMenuProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  presentation: 'sheet' | 'drawer';
  navItems: readonly NavItem[];
  currentPath: string;
  bookNowHref: string;
  search: ReactNode;
}

/**
 * The narrow-screen menu. Its own module so Header can load it (and the overlay code under it)
 * only when a visitor first reaches for the menu: most page views never open it.
 */
export default function MobileMenu({
  isOpen,
  onOpenChange,
  presentation,
  navItems,
  currentPath,
  bookNowHref,
  search,
}: MobileMenuProps) {
  const Menu = presentation === 'drawer' ? Drawer : Sheet;
  const close = () => onOpenChange(false);
  return (
    <Menu
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Menu"
      closeLabel="Close menu"
      footer={
        <div className={styles.fullWidth}>
          <LinkButton href={bookNowHref} onPress={close}>
            Book Now
          </LinkButton>
        </div>
      }
    >
      {search ? <div className={styles.menuSearch}>{search}</div> : null}
      <nav aria-label="Main">
        <ul className={styles.menuList}>
          {navItems.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                className={styles.menuLink}
                aria-current={isCurrentPath(item.href, currentPath) ? 'page' : undefined}
                onPress={close}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Menu>
  );
}

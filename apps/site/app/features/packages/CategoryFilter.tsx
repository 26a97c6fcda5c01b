import { NavLink } from 'react-router';
import type { PackageCategoriesData } from '@tembo/data';
import { paths } from '../../config/paths.ts';
import * as styles from '../../lib/layout/page.css.ts';
import { categoryLabel } from './categories.ts';

/**
 * The category filters of /safaris: real links to /safaris and /packages/{category}, so every
 * filtered list has its own prerendered URL; the current one is marked for assistive tech.
 */
export function CategoryFilter({ categories }: { categories: PackageCategoriesData | undefined }) {
  if (!categories || categories.length < 2) return null;
  return (
    <nav aria-label="Safari categories">
      <ul className={styles.filterList}>
        <li>
          {/* No `end`: prerendering sees /safaris/ (trailing slash), which `end` would not match. */}
          <NavLink to={paths.packages()} className={styles.filterLink}>
            All safaris
          </NavLink>
        </li>
        {categories.map((category) => (
          <li key={category}>
            <NavLink to={paths.packageCategory(category)} className={styles.filterLink}>
              {categoryLabel(category)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

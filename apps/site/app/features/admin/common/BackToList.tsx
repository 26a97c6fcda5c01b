import { Link } from 'react-router';
import * as styles from './admin.css.ts';

/** The link above an editor's title back to its list. */
export function BackToList({ href, label }: { href: string; label: string }) {
  return (
    <Link to={href} className={styles.link}>
      <span aria-hidden="true">← </span>All {label}
    </Link>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import * as styles from './admin.css.ts';
import { adminPageTitleId, asksToFocusPageTitle } from './page-title.ts';

export interface AdminPageHeaderProps {
  /** The page's one `<h1>`. */
  title: string;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Buttons at the side of the title (e.g. 'New package'). */
  actions?: ReactNode;
  /** Above the title, e.g. a link back to the list. */
  back?: ReactNode;
}

/**
 * The top of every admin page: title, description and the page's main actions. The title takes
 * focus when the navigation here asked for it (page-title.ts).
 */
export function AdminPageHeader({ title, description, actions, back }: AdminPageHeaderProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key, state } = useLocation();
  const focusHere = asksToFocusPageTitle(state);
  useEffect(() => {
    if (focusHere) heading.current?.focus();
  }, [key, focusHere]);
  return (
    <header className={styles.pageHeader}>
      {back ? <div className={styles.back}>{back}</div> : null}
      <div className={styles.titleRow}>
        <h1 ref={heading} id={adminPageTitleId} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {description ? <p className={styles.description}>{description}</p> : null}
    </header>
  );
}

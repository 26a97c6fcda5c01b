import type { ReactNode } from 'react';
import * as styles from './admin.css.ts';

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

/** The top of every admin page: title, description and the page's main actions. */
export function AdminPageHeader({ title, description, actions, back }: AdminPageHeaderProps) {
  return (
    <header className={styles.pageHeader}>
      {back ? <div className={styles.back}>{back}</div> : null}
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{title}</h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {description ? <p className={styles.description}>{description}</p> : null}
    </header>
  );
}

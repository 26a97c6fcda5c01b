import type { ReactNode } from 'react';
import * as styles from './page.css.ts';

export interface PageHeaderProps {
  /** The page's one `<h1>`. */
  title: ReactNode;
  /** A sentence or two under the title. */
  lead?: ReactNode;
  /** Above the title: a back link or a category. */
  eyebrow?: ReactNode;
  /** Under the lead: buttons or facts. */
  children?: ReactNode;
}

/** The top of every content page: title and lead, in the page container. */
export function PageHeader({ title, lead, eyebrow, children }: PageHeaderProps) {
  return (
    <header className={`${styles.container} ${styles.pageHeader}`}>
      {eyebrow}
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </header>
  );
}

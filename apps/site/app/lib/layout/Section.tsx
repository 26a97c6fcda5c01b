import type { ReactNode } from 'react';
import { LinkButton } from '@tembo/ui';
import * as styles from './page.css.ts';

export interface SectionProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: ReactNode;
  /** A link beside the heading, such as "View All Packages". */
  link?: { label: string; href: string };
  /** Within the page's width of its own (a home section), rather than inside an article's. */
  contained?: boolean;
  children: ReactNode;
}

/** A titled section of a page: the home page's sections and those under a record's article. */
export function Section({ id, title, link, contained = false, children }: SectionProps) {
  return (
    <section
      className={contained ? `${styles.container} ${styles.section}` : styles.section}
      aria-labelledby={id}
    >
      <div className={styles.sectionHeader}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {link ? (
          <LinkButton href={link.href} variant="link">
            {link.label}
          </LinkButton>
        ) : null}
      </div>
      {children}
    </section>
  );
}

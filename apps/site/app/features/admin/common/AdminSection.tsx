import { useId, type ReactNode } from 'react';
import * as styles from './admin.css.ts';

/** A part of an admin page under its own `<h2>`, which names the section. */
export function AdminSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';
import * as styles from './page.css.ts';

export interface CallToActionProps {
  /** A short heading (an h2). */
  title: string;
  /** A sentence under it. */
  text: ReactNode;
  /** One or two LinkButtons. */
  children: ReactNode;
}

/** The closing band of a page: what to do next. */
export function CallToAction({ title, text, children }: CallToActionProps) {
  return (
    <section className={styles.callToAction} aria-label={title}>
      <h2 className={styles.subTitle}>{title}</h2>
      <p className={styles.text}>{text}</p>
      <div className={styles.centeredActions}>{children}</div>
    </section>
  );
}

import type { ReactNode } from 'react';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps {
  /** What is missing, e.g. 'No blog posts available at the moment.' */
  title: string;
  /** A sentence on what to do next. */
  description?: string;
  /** One next step, usually a LinkButton or Button. */
  action?: ReactNode;
  /**
   * The title's heading level, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * `alert` announces it (for load errors such as 'Failed to load testimonials...'); `status`
   * announces politely; `none` for content that is simply empty on arrival.
   * @default 'none'
   */
  announce?: 'alert' | 'status' | 'none';
}

/** The message a list shows when it has nothing to show, or could not load. */
export function EmptyState({
  title,
  description,
  action,
  headingLevel = 2,
  announce = 'none',
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root} role={announce === 'none' ? undefined : announce}>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action}
    </div>
  );
}

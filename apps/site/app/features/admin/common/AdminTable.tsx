import type { ReactNode } from 'react';
import * as styles from './admin.css.ts';

interface AdminTableProps {
  /**
   * The scrollable region's name. Without one the wrapper is no region and takes no focus: for a
   * table whose rows hold links, which the keyboard reaches anyway.
   */
  label?: string;
  /** The table's (visually hidden) caption; the label when absent. */
  caption?: ReactNode;
  /** The column headings; `{ hidden }` names a column only screen readers announce. */
  columns: readonly (string | { hidden: string })[];
  /** The rows. */
  children: ReactNode;
}

/**
 * An admin table in a wrapper that scrolls sideways on a narrow screen, instead of widening the
 * page; a named one is a region that takes focus so a keyboard can scroll it (axe
 * scrollable-region-focusable).
 */
export function AdminTable({ label, caption = label, columns, children }: AdminTableProps) {
  return (
    <div
      className={styles.tableWrap}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region
      tabIndex={label ? 0 : undefined}
      role={label ? 'region' : undefined}
      aria-label={label}
    >
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.hidden} scope="col">
                  <span className={styles.visuallyHidden}>{column.hidden}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

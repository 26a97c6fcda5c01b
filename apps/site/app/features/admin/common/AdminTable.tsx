import type { ReactNode } from 'react';
import * as styles from './admin.css.ts';

interface AdminTableProps {
  /** The scrollable region's name. */
  label: string;
  /** The table's (visually hidden) caption; the label when absent. */
  caption?: string;
  /** The column headings; `{ hidden }` names a column only screen readers announce. */
  columns: readonly (string | { hidden: string })[];
  /** The rows. */
  children: ReactNode;
}

/**
 * An admin table in a region that scrolls sideways on a narrow screen and takes focus so a
 * keyboard can scroll it (axe scrollable-region-focusable), instead of widening the page.
 */
export function AdminTable({ label, caption = label, columns, children }: AdminTableProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={label}>
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

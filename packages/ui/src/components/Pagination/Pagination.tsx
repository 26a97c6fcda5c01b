import { ChevronLeftIcon, ChevronRightIcon } from '../private/icons.tsx';
import { Link } from '../private/Link/Link.tsx';
import * as styles from './Pagination.css.ts';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  /** The URL of a page, e.g. `(page) => \`/gallery?page=${page}\``; real links, so it works before hydration. */
  hrefForPage: (page: number) => string;
  /**
   * The navigation landmark's name.
   * @default 'Pagination'
   */
  label?: string;
}

/** Page numbers around the current one, the first and the last, with gaps as null. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1]);
  const sorted = [...pages].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return sorted.flatMap((n, i) => {
    const previous = sorted[i - 1];
    if (previous === undefined || n - previous === 1) return [n];
    return n - previous === 2 ? [n - 1, n] : [null, n];
  });
}

/** Previous, numbered and next page links; the current page is marked `aria-current="page"`. */
export function Pagination({
  page,
  pageCount,
  hrefForPage,
  label = 'Pagination',
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link href={hrefForPage(page - 1)} className={styles.item}>
              <ChevronLeftIcon />
              Previous
            </Link>
          ) : (
            <span className={styles.disabled} aria-disabled="true">
              <ChevronLeftIcon />
              Previous
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={hrefForPage(n)}
                className={styles.item}
                aria-label={`Page ${n}`}
                aria-current={n === page ? 'page' : undefined}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link href={hrefForPage(page + 1)} className={styles.item}>
              Next
              <ChevronRightIcon />
            </Link>
          ) : (
            <span className={styles.disabled} aria-disabled="true">
              Next
              <ChevronRightIcon />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, LinkButton, Select, TextField } from '@tembo/ui';
import { ContentSkeleton } from '../layout/AdminSkeleton.tsx';
import { AdminPageHeader } from '../shared/AdminPageHeader.tsx';
import * as styles from '../shared/admin.css.ts';
import { countOf } from '../shared/format.ts';
import {
  allStates,
  applyListControls,
  readListControls,
  type SortOption,
  type StateOption,
} from './list-controls.ts';

const asOption = ({ id, label }: { id: string; label: string }) => ({ value: id, label });

/** One column of the table. */
export interface ListColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

export interface AdminListProps<Row extends { id: string }> {
  /** The page's `<h1>`, e.g. 'Safari packages'. */
  title: string;
  description?: string;
  /** What one row is, e.g. 'package' (for counts and the empty state). */
  noun: string;
  /** The list's admin query (drafts included). */
  query: UseQueryResult<Row[], Error>;
  columns: readonly ListColumn<Row>[];
  /** The text the search looks through. */
  searchText: (row: Row) => string;
  sorts: readonly SortOption<Row>[];
  /** States to filter by; 'All' is added first. */
  states: readonly StateOption<Row>[];
  /** The state filter's label. @default 'Status' */
  stateLabel?: string;
  /** The actions in each row's last cell (edit, delete, publish). */
  actions: (row: Row) => ReactNode;
  /** The 'New …' button. */
  create?: { href: string; label: string };
  /** A link to the public page showing this content, e.g. /safaris. */
  publicHref?: string;
}

/**
 * The list page of a content type: search, sort and a state filter (kept in the URL), the
 * rows in a table with their actions, and loading, error and empty states.
 */
export function AdminList<Row extends { id: string }>({
  title,
  description,
  noun,
  query,
  columns,
  searchText,
  sorts,
  states,
  stateLabel = 'Status',
  actions,
  create,
  publicHref,
}: AdminListProps<Row>) {
  const [params, setParams] = useSearchParams();
  const controls = readListControls(params, sorts, states);
  const update = (name: 'q' | 'sort' | 'state', value: string, fallback: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const header = (
    <AdminPageHeader
      title={title}
      description={description}
      actions={
        <>
          {publicHref ? (
            <LinkButton href={publicHref} variant="ghost">
              View on the site
            </LinkButton>
          ) : null}
          {create ? <LinkButton href={create.href}>{create.label}</LinkButton> : null}
        </>
      }
    />
  );

  if (query.isPending) {
    return (
      <>
        {header}
        <ContentSkeleton label={`Loading the ${noun}s`} />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {header}
        <EmptyState
          title={`The ${noun}s could not be loaded.`}
          description={query.error.message}
          announce="alert"
        />
      </>
    );
  }

  const rows = applyListControls(query.data, controls, { searchText, sorts, states });
  const filtered = controls.query !== '' || controls.state !== allStates;

  return (
    <>
      {header}
      <div role="search" className={styles.toolbar} aria-label={`Find ${noun}s`}>
        <TextField
          label="Search"
          value={controls.query}
          onChange={(value: string) => update('q', value, '')}
        />
        {states.length > 0 ? (
          <Select
            label={stateLabel}
            options={[{ id: allStates, label: 'All' }, ...states].map(asOption)}
            value={controls.state}
            onChange={(key) => update('state', key ?? allStates, allStates)}
          />
        ) : null}
        <Select
          label="Sort by"
          options={sorts.map(asOption)}
          value={controls.sort}
          onChange={(key) => update('sort', key ?? sorts[0]?.id ?? '', sorts[0]?.id ?? '')}
        />
      </div>
      <p role="status" className={styles.muted}>
        {filtered
          ? `${countOf(rows.length, noun)} of ${query.data.length} shown.`
          : `${countOf(rows.length, noun)}.`}
      </p>
      {rows.length === 0 ? (
        <EmptyState
          title={filtered ? `No ${noun}s match.` : `No ${noun}s yet.`}
          description={filtered ? 'Try other words or another status.' : undefined}
          action={
            create && !filtered ? (
              <LinkButton href={create.href}>{create.label}</LinkButton>
            ) : undefined
          }
        />
      ) : (
        // On a phone the table scrolls sideways inside this region, which the keyboard can focus
        // and scroll (axe scrollable-region-focusable), instead of widening the page.
        <div
          className={styles.tableWrap}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region
          tabIndex={0}
          role="region"
          aria-label={title}
        >
          <table className={styles.table}>
            <caption className={styles.visuallyHidden}>{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
                <th scope="col">
                  <span className={styles.visuallyHidden}>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  {columns.map((column) => (
                    <td key={column.header}>{column.cell(row)}</td>
                  ))}
                  <td>
                    <div className={styles.rowActions}>{actions(row)}</div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

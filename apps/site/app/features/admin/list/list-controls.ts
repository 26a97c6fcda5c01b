/** Search, sort and state filtering of an admin list, kept in the URL so a reload keeps them. */
import { useSearchParams } from 'react-router';

/** A way to order the rows. */
export interface SortOption<Row> {
  id: string;
  label: string;
  compare: (a: Row, b: Row) => number;
}

/** A state to filter by (published, draft, pending …). */
export interface StateOption<Row> {
  id: string;
  label: string;
  test: (row: Row) => boolean;
}

/** The list's controls as read from the URL. */
export interface ListControls {
  query: string;
  sort: string;
  state: string;
}

/**
 * The URL's search params, and `update(name, value, fallback)`, which writes one in place (no
 * history entry, no scroll) and leaves it out of the URL when it equals its fallback.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const update = (name: string, value: string, fallback: string) => {
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
  return [params, update] as const;
}

/** The value of the 'every state' choice. */
export const allStates = 'all';

/** A choice as a select's option. */
export const asOption = ({ id, label }: { id: string; label: string }) => ({ value: id, label });

/** Reads q, sort and state from the URL, falling back to the first sort and every state. */
export function readListControls<Row>(
  params: URLSearchParams,
  sorts: readonly SortOption<Row>[],
  states: readonly StateOption<Row>[],
): ListControls {
  const sort = params.get('sort');
  const state = params.get('state');
  return {
    query: params.get('q') ?? '',
    sort: sorts.some((option) => option.id === sort) ? (sort as string) : (sorts[0]?.id ?? ''),
    state: states.some((option) => option.id === state) ? (state as string) : allStates,
  };
}

/** Lowercase, accents dropped: "Bwíndi" matches "bwindi". */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The rows to show: those whose searchable text contains every word typed, in the chosen state,
 * in the chosen order.
 */
export function applyListControls<Row>(
  rows: readonly Row[],
  controls: ListControls,
  options: {
    searchText: (row: Row) => string;
    sorts: readonly SortOption<Row>[];
    states: readonly StateOption<Row>[];
  },
): Row[] {
  const words = fold(controls.query).split(/\s+/).filter(Boolean);
  const state = options.states.find((option) => option.id === controls.state);
  const sort = options.sorts.find((option) => option.id === controls.sort);
  const kept = rows.filter((row) => {
    if (state && !state.test(row)) return false;
    if (words.length === 0) return true;
    const text = fold(options.searchText(row));
    return words.every((word) => text.includes(word));
  });
  return sort ? kept.sort(sort.compare) : kept;
}

/** Compares texts the way people read them ("Day 2" before "Day 10"). */
export const byText = (a: string, b: string) =>
  a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });

/** Newest first by an ISO timestamp. */
export const newestFirst = (a: string, b: string) => b.localeCompare(a);

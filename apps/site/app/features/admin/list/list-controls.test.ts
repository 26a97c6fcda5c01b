import { describe, expect, it } from 'vitest';
import {
  allStates,
  applyListControls,
  byText,
  readListControls,
  type SortOption,
  type StateOption,
} from './list-controls.ts';

interface Row {
  title: string;
  published: boolean;
  created_at: string;
}

const rows: Row[] = [
  { title: 'Bwíndi gorilla trek', published: true, created_at: '2026-01-02' },
  { title: 'Murchison Falls game drive', published: false, created_at: '2026-03-01' },
  { title: 'Kibale chimpanzees', published: true, created_at: '2026-02-01' },
];
const sorts: SortOption<Row>[] = [
  { id: 'title', label: 'Title', compare: (a, b) => byText(a.title, b.title) },
  { id: 'newest', label: 'Newest', compare: (a, b) => b.created_at.localeCompare(a.created_at) },
];
const states: StateOption<Row>[] = [
  { id: 'published', label: 'Published', test: (row) => row.published },
  { id: 'draft', label: 'Drafts', test: (row) => !row.published },
];
const options = { searchText: (row: Row) => row.title, sorts, states };

describe('admin list controls', () => {
  it('reads the URL, ignoring values it does not know', () => {
    expect(
      readListControls(new URLSearchParams('q=gor&sort=newest&state=draft'), sorts, states),
    ).toEqual({ query: 'gor', sort: 'newest', state: 'draft' });
    expect(readListControls(new URLSearchParams('sort=price&state=hidden'), sorts, states)).toEqual(
      {
        query: '',
        sort: 'title',
        state: allStates,
      },
    );
  });

  it('finds rows by every typed word, ignoring case and accents', () => {
    const found = applyListControls(
      rows,
      { query: 'GORILLA bwindi', sort: 'title', state: allStates },
      options,
    );
    expect(found.map((row) => row.title)).toEqual(['Bwíndi gorilla trek']);
  });

  it('filters by published state and sorts', () => {
    expect(
      applyListControls(rows, { query: '', sort: 'newest', state: 'published' }, options).map(
        (row) => row.title,
      ),
    ).toEqual(['Kibale chimpanzees', 'Bwíndi gorilla trek']);
    expect(
      applyListControls(rows, { query: '', sort: 'title', state: 'draft' }, options).map(
        (row) => row.title,
      ),
    ).toEqual(['Murchison Falls game drive']);
  });
});

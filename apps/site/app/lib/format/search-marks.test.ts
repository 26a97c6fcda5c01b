import { describe, expect, it } from 'vitest';
import { markMatches, queryWords } from './search-marks.ts';

const marked = (text: string, query: string) =>
  markMatches(text, query)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

describe('search marks', () => {
  it('marks every word of the query, whatever its case', () => {
    expect(marked('Gorilla trekking in Bwindi: gorillas at home', 'gorilla bwindi')).toBe(
      '[Gorilla] trekking in [Bwindi]: [gorilla]s at home',
    );
  });

  it('marks the start of a word, as the search matches it', () => {
    expect(marked('Kibale chimpanzee trek', 'chimp')).toBe('Kibale [chimp]anzee trek');
    // Not inside a word.
    expect(marked('Kibale chimpanzee trek', 'pan')).toBe('Kibale chimpanzee trek');
  });

  it("finds a plural's singular, and never an excluded word", () => {
    expect(marked('One gorilla family', 'gorillas')).toBe('One [gorilla] family');
    expect(queryWords('chimpanzee -Kibale')).toEqual(['chimpanzee']);
  });

  it('takes odd characters as text, not as a pattern', () => {
    expect(marked('A (b) c+d', 'c+ (b')).toBe('A (b) c+d');
    expect(markMatches('Plain', '')).toEqual([{ text: 'Plain', match: false }]);
  });
});

/** A piece of a search result's text, and whether it is one of the words the visitor searched. */
export interface MarkedPart {
  text: string;
  match: boolean;
}

/**
 * The words of a query as the site search matches them: letters and digits, lower case, at
 * least two characters; a plural's singular as well, since the search stems "gorillas" to
 * "gorilla" (docs/decisions.md#search). An excluded word ("-Kibale") is not one of them.
 */
export function queryWords(query: string): string[] {
  const words = new Set<string>();
  for (const [, minus, word] of query.toLowerCase().matchAll(/(-?)([\p{L}\p{N}]+)/gu)) {
    if (minus || !word || word.length < 2) continue;
    words.add(word);
    if (word.length > 3 && word.endsWith('s')) words.add(word.slice(0, -1));
  }
  return [...words].sort((a, b) => b.length - a.length);
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits a text into the parts that start a word with one of the query's words (the search
 * finds the start of words: "chimp" finds "chimpanzee", and marks "chimp" in it) and the rest.
 */
export function markMatches(text: string, query: string): MarkedPart[] {
  const words = queryWords(query);
  if (words.length === 0 || !text) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escape).join('|')})`, 'giu');
  const parts: MarkedPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

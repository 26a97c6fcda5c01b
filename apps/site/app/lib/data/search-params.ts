/**
 * Query-string state of a prerendered page (/gallery?page=2, /search?q=…, /contact?package=…).
 * A static host serves the page-1 file for any query string, so the build-time loader always
 * answers for the bare URL. /gallery and /search read the real query string in a clientLoader
 * that also runs on hydration (`clientLoader.hydrate`), as their data depends on it; /contact,
 * whose data does not, reads it once hydrated. Either way hydration matches the HTML and the
 * requested state follows.
 */

/** A whole page number from `?page=`, 1 when absent or not a positive integer. */
export function pageParam(url: string): number {
  const raw = new URL(url).searchParams.get('page');
  const page = raw === null ? 1 : Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A trimmed string parameter, '' when absent. */
export function textParam(url: string, name: string): string {
  return new URL(url).searchParams.get(name)?.trim() ?? '';
}

/**
 * The prerender's reads, each asked once per build (docs/architecture.md#build-caches).
 *
 * Every prerendered page runs its loaders twice (React Router's `.data` request, then the HTML
 * request, which runs them again when the data is over 8 KB), and many pages ask the same
 * thing: the root loader's contact details on every page, a category's trips on each of its
 * packages' pages. A build is one snapshot of the backend, so the same GET gets the same answer
 * for the whole build: this fetch asks the backend once per distinct request and answers the
 * others from memory. It lives only as long as the build's process; a change published during a
 * build requests the next build (docs/architecture.md#publishing), which asks afresh.
 *
 * Only successful GETs are kept: a failure is passed on and asked again next time, so it fails
 * the page that met it as it did before.
 */

interface Answer {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
}

/** What identifies a read: the URL and every header (the key, the Accept and Prefer headers…). */
function requestKey(request: Request): string {
  const headers = [...request.headers].sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([request.url, headers]);
}

/** A fetch that answers each distinct successful GET once; other methods go straight through. */
export function onceEachRead(fetchImpl: typeof fetch = (input, init) => fetch(input, init)) {
  const answers = new Map<string, Promise<Answer>>();
  const read: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET') return fetchImpl(input, init);
    const key = requestKey(request);
    let answer = answers.get(key);
    if (!answer) {
      // Without the first caller's signal: the answer is shared, one caller's abort is not.
      answer = fetchImpl(request.url, { headers: request.headers }).then(async (response) => {
        const body = await response.arrayBuffer();
        const kept: Answer = {
          status: response.status,
          statusText: response.statusText,
          headers: [...response.headers],
          body,
        };
        if (!response.ok) answers.delete(key);
        return kept;
      });
      answer.catch(() => answers.delete(key));
      answers.set(key, answer);
    }
    const { status, statusText, headers, body } = await answer;
    const bodyless = status === 204 || status === 205 || status === 304;
    return new Response(bodyless ? null : body.slice(0), { status, statusText, headers });
  };
  return read;
}

/**
 * The figures `pnpm bench:web` reads from Lighthouse's reports (bench-web.ts): per run the
 * scores, the LCP element and the bytes of the picture it painted; per route the median, the
 * minimum and the spread of N runs, and Total Blocking Time as a ratio to the floor page's
 * (docs/decisions.md#bench-web, issue 23). Pure functions, so they are tested without a browser.
 */

/** The part of a Lighthouse result (`lhr`) the bench reads. */
export interface LighthouseResult {
  categories: Partial<Record<string, { score: number | null } | undefined>>;
  audits: Partial<Record<string, { numericValue?: number; details?: unknown } | undefined>>;
  environment?: { benchmarkIndex?: number };
  /** Set when the run failed as a whole (the page did not load, no paint, a protocol error). */
  runtimeError?: { code?: string; message?: string };
}

/**
 * Why a run has no performance score, or null when it has one. Lighthouse scores a failed run
 * null, which read as a 0 would pull the median and the runs under 90 with something that says
 * nothing of the page: the bench runs it again instead.
 */
export function runFailure(lhr: LighthouseResult): string | null {
  if (typeof lhr.categories.performance?.score === 'number') return null;
  return lhr.runtimeError?.message ?? lhr.runtimeError?.code ?? 'no performance score';
}

/** What one Lighthouse run measured. */
export interface RunFigures {
  performance: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  benchmarkIndex: number;
  /** The LCP element, as Lighthouse's selector or snippet; `n/a` when it named none. */
  lcpElement: string;
  /** The painted picture's URL and the bytes the browser received for it, when it is one. */
  lcpImage?: { url: string; bytes: number; mimeType: string };
}

interface NodeDetails {
  type: 'node';
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
}

interface NetworkRow {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
  mimeType?: string;
}

/** The LCP element's node in `lcp-breakdown-insight` (a list of a table and a node). */
function lcpNode(lhr: LighthouseResult): NodeDetails | undefined {
  const details = lhr.audits['lcp-breakdown-insight']?.details as
    { type?: string; items?: unknown[] } | undefined;
  const items = details?.type === 'list' ? (details.items ?? []) : [];
  return items.find(
    (item): item is NodeDetails => (item as { type?: string } | null)?.type === 'node',
  );
}

/**
 * The request that brought the LCP picture. An `<img>` in a `<picture>` names only its JPEG
 * (`/img/<key>-<width>.jpg`) while the browser may take an AVIF or WebP `<source>`; so the
 * request is the image whose URL carries the key (or the URL itself, for an original with no
 * variants) that the snippet's `src`/`srcset` names. Of several (a wider one fetched later),
 * the largest.
 */
export function lcpImageRequest(snippet: string, requests: NetworkRow[]): NetworkRow | undefined {
  const urls = [...snippet.matchAll(/(?:src|srcset)="([^"]+)"/g)].flatMap((match) =>
    match[1]!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!),
  );
  if (urls.length === 0) return undefined;
  const keys = new Set(
    urls.map((url) => /\/img\/([^/]+)-(?:\d+|og)\.\w+$/.exec(url)?.[1]).filter(Boolean),
  );
  const images = requests.filter(
    (row) => row.resourceType === 'Image' || (row.mimeType ?? '').startsWith('image/'),
  );
  const matching = images.filter((row) => {
    const pathname = (() => {
      try {
        return new URL(row.url).pathname;
      } catch {
        return row.url;
      }
    })();
    const key = /\/img\/([^/]+)-(?:\d+|og)\.\w+$/.exec(pathname)?.[1];
    if (key && keys.has(key)) return true;
    return urls.some((url) => url === row.url || url === pathname);
  });
  return matching.sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))[0];
}

/** One run's figures. */
export function runFigures(lhr: LighthouseResult): RunFigures {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const node = lcpNode(lhr);
  const requests =
    (lhr.audits['network-requests']?.details as { items?: NetworkRow[] } | undefined)?.items ?? [];
  const request = node?.snippet ? lcpImageRequest(node.snippet, requests) : undefined;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbtMs: Math.round(value('total-blocking-time')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    lcpElement: node?.selector ?? node?.snippet ?? node?.nodeLabel ?? 'n/a',
    ...(request
      ? {
          lcpImage: {
            url: request.url,
            bytes: request.transferSize ?? request.resourceSize ?? 0,
            mimeType: request.mimeType ?? '',
          },
        }
      : {}),
  };
}

export const median = (values: number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The most frequent value (the first seen of equals): the LCP element of most runs. */
function mode<T>(values: T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: T | undefined;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount) [best, bestCount] = [value, count];
  }
  return best;
}

/** A route's runs, summed up. */
export interface RouteSummary {
  runs: number;
  performance: { median: number; min: number; max: number; under90: number };
  tbtMs: { median: number; min: number; max: number };
  lcpMs: { median: number; min: number; max: number };
  cls: { median: number; max: number };
  benchmarkIndex: { median: number; min: number; max: number };
  lcpElement: string;
  lcpImage?: { url: string; bytes: number; mimeType: string };
}

const range = (values: number[]) => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
});

export function summarise(runs: RunFigures[]): RouteSummary {
  if (runs.length === 0) throw new Error('no Lighthouse run to sum up');
  const scores = runs.map((run) => run.performance);
  const element = mode(runs.map((run) => run.lcpElement))!;
  // The picture of the median LCP among the runs that painted the usual element.
  const withElement = runs
    .filter((run) => run.lcpElement === element && run.lcpImage)
    .sort((a, b) => a.lcpMs - b.lcpMs);
  const image = withElement[Math.floor(withElement.length / 2)]?.lcpImage;
  return {
    runs: runs.length,
    performance: { ...range(scores), under90: scores.filter((score) => score < 90).length },
    tbtMs: range(runs.map((run) => run.tbtMs)),
    lcpMs: range(runs.map((run) => run.lcpMs)),
    cls: { median: median(runs.map((run) => run.cls)), max: Math.max(...runs.map((r) => r.cls)) },
    benchmarkIndex: range(runs.map((run) => run.benchmarkIndex)),
    lcpElement: element,
    ...(image ? { lcpImage: image } : {}),
  };
}

/**
 * Total Blocking Time as a multiple of the floor page's, both medians of the same run. A floor
 * of 0 ms (a quiet machine) is counted as 10 ms, Lighthouse's own rounding of a blocking task,
 * so the ratio stays finite and still says how far above the floor a page is.
 */
export function tbtRatio(routeTbtMs: number, floorTbtMs: number): number {
  return Math.round((routeTbtMs / Math.max(floorTbtMs, 10)) * 10) / 10;
}

const kb = (bytes: number) => `${Math.round(bytes / 102.4) / 10} KB`;

/** A short name for the LCP element: its tag and the last part of its selector. */
export function shortElement(element: string): string {
  if (element.length <= 40) return element;
  const last = element.split('>').at(-1)!.trim();
  return last.length <= 40 ? `… > ${last}` : `${last.slice(0, 39)}…`;
}

/** The Markdown table of a run: one row per route, the floor page first. */
export function markdownTable(
  rows: { route: string; path: string; summary: RouteSummary }[],
  floorTbtMs: number,
): string {
  const header =
    '| Route | Performance median (min–max) | Under 90 | TBT median (max) | TBT ÷ floor | LCP median (max) | CLS | LCP element | LCP bytes | benchmarkIndex |';
  const align = '| --- | --: | --: | --: | --: | --: | --: | --- | --: | --: |';
  const lines = rows.map(({ route, path, summary }) => {
    const image = summary.lcpImage
      ? `${kb(summary.lcpImage.bytes)} ${summary.lcpImage.mimeType.replace('image/', '')}`
      : 'text';
    return `| ${route} (\`${path}\`) | ${summary.performance.median} (${summary.performance.min}–${summary.performance.max}) | ${summary.performance.under90}/${summary.runs} | ${summary.tbtMs.median} ms (${summary.tbtMs.max}) | ${tbtRatio(summary.tbtMs.median, floorTbtMs)} | ${summary.lcpMs.median} ms (${summary.lcpMs.max}) | ${summary.cls.max} | \`${shortElement(summary.lcpElement).replaceAll('|', '\\|')}\` | ${image} | ${summary.benchmarkIndex.min}–${summary.benchmarkIndex.max} |`;
  });
  return [header, align, ...lines].join('\n');
}

import { describe, expect, it } from 'vitest';
import {
  lcpImageRequest,
  markdownTable,
  median,
  runFailure,
  runFigures,
  shortElement,
  summarise,
  tbtRatio,
  type LighthouseResult,
  type RunFigures,
} from './bench-web-report.ts';

const heroSnippet =
  '<img src="/img/ab12cd-828.jpg" srcset="/img/ab12cd-320.jpg 320w, /img/ab12cd-828.jpg 828w" alt="A gorilla">';

function report(
  overrides: Partial<{ snippet: string; requests: unknown[] }> = {},
): LighthouseResult {
  return {
    categories: { performance: { score: 0.934 } },
    environment: { benchmarkIndex: 1523.6 },
    audits: {
      'total-blocking-time': { numericValue: 212.4 },
      'largest-contentful-paint': { numericValue: 1834.9 },
      'cumulative-layout-shift': { numericValue: 0.00123 },
      'lcp-breakdown-insight': {
        details: {
          type: 'list',
          items: [
            { type: 'table', items: [] },
            {
              type: 'node',
              selector: 'main#main > section > picture > img',
              snippet: overrides.snippet ?? heroSnippet,
            },
          ],
        },
      },
      'network-requests': {
        details: {
          items: overrides.requests ?? [
            {
              url: 'http://127.0.0.1:4000/assets/entry.js',
              resourceType: 'Script',
              transferSize: 50_000,
            },
            {
              url: 'http://127.0.0.1:4000/img/zz99-828.avif',
              resourceType: 'Image',
              transferSize: 9_000,
              mimeType: 'image/avif',
            },
            {
              url: 'http://127.0.0.1:4000/img/ab12cd-828.avif',
              resourceType: 'Image',
              transferSize: 61_440,
              mimeType: 'image/avif',
            },
          ],
        },
      },
    },
  };
}

describe('runFigures', () => {
  it('reads the scores, the LCP element and the bytes of the picture the browser chose', () => {
    expect(runFigures(report())).toEqual({
      performance: 93,
      tbtMs: 212,
      lcpMs: 1835,
      cls: 0.001,
      benchmarkIndex: 1524,
      lcpElement: 'main#main > section > picture > img',
      lcpImage: {
        url: 'http://127.0.0.1:4000/img/ab12cd-828.avif',
        bytes: 61_440,
        mimeType: 'image/avif',
      },
    });
  });

  it('gives no picture when the LCP element is text', () => {
    const figures = runFigures(report({ snippet: '<h1 class="title">' }));
    expect(figures.lcpImage).toBeUndefined();
  });

  it('says n/a when Lighthouse named no element', () => {
    const lhr = report();
    delete lhr.audits['lcp-breakdown-insight'];
    expect(runFigures(lhr).lcpElement).toBe('n/a');
  });
});

describe('runFailure', () => {
  it('is null for a run with a performance score', () => {
    expect(runFailure(report())).toBeNull();
  });

  it("gives Lighthouse's reason for a run without one", () => {
    const lhr = report();
    lhr.categories.performance = { score: null };
    lhr.runtimeError = { code: 'NO_FCP', message: 'The page did not paint any content.' };
    expect(runFailure(lhr)).toBe('The page did not paint any content.');
    delete lhr.runtimeError;
    expect(runFailure(lhr)).toBe('no performance score');
  });
});

describe('lcpImageRequest', () => {
  it('matches an original that has no variants by its URL', () => {
    const url = 'http://127.0.0.1:5000/storage/v1/object/public/images/bench/a.jpg';
    expect(
      lcpImageRequest(`<img src="${url}" alt="">`, [
        { url, resourceType: 'Image', transferSize: 4_000_000 },
      ])?.transferSize,
    ).toBe(4_000_000);
  });

  it('takes the largest of the variants of the same picture', () => {
    expect(
      lcpImageRequest(heroSnippet, [
        { url: 'http://h/img/ab12cd-320.avif', resourceType: 'Image', transferSize: 10 },
        { url: 'http://h/img/ab12cd-1280.avif', resourceType: 'Image', transferSize: 30 },
      ])?.url,
    ).toBe('http://h/img/ab12cd-1280.avif');
  });
});

const run = (performance: number, tbtMs: number, lcpMs: number, element = 'img'): RunFigures => ({
  performance,
  tbtMs,
  lcpMs,
  cls: 0,
  benchmarkIndex: 1500 + performance,
  lcpElement: element,
  ...(element === 'img'
    ? { lcpImage: { url: `u${lcpMs}`, bytes: lcpMs, mimeType: 'image/avif' } }
    : {}),
});

describe('summarise', () => {
  it('gives the median, the minimum, the spread and the runs under 90', () => {
    const summary = summarise([
      run(98, 20, 1200),
      run(85, 400, 2100),
      run(96, 60, 1300, 'h1'),
      run(97, 30, 1250),
      run(99, 0, 1100),
    ]);
    expect(summary.performance).toEqual({ median: 97, min: 85, max: 99, under90: 1 });
    expect(summary.tbtMs).toEqual({ median: 30, min: 0, max: 400 });
    expect(summary.lcpMs.median).toBe(1250);
    expect(summary.benchmarkIndex).toEqual({ median: 1597, min: 1585, max: 1599 });
    expect(summary.lcpElement).toBe('img');
    // The picture of the median run among those that painted it.
    expect(summary.lcpImage?.url).toBe('u1250');
  });

  it('refuses to sum up no run', () => {
    expect(() => summarise([])).toThrow(/no Lighthouse run/);
  });
});

describe('figures', () => {
  it('takes the median of an even count as the mean of the middle two', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('gives TBT as a multiple of the floor, a floor of 0 counted as 10 ms', () => {
    expect(tbtRatio(150, 30)).toBe(5);
    expect(tbtRatio(150, 0)).toBe(15);
  });

  it('shortens a long selector to its last part', () => {
    expect(shortElement('body > div.a > main#main > section.hero > picture > img.hero-image')).toBe(
      '… > img.hero-image',
    );
  });

  it('writes one Markdown row per route with the ratio to the floor', () => {
    const floor = summarise([run(99, 10, 1000)]);
    const home = summarise([run(95, 50, 1400)]);
    const table = markdownTable(
      [
        { route: 'floor', path: 'bench-floor', summary: floor },
        { route: 'home', path: '/', summary: home },
      ],
      10,
    );
    const rows = table.split('\n');
    expect(rows).toHaveLength(4);
    expect(rows[3]).toContain('| home (`/`) | 95 (95–95) | 0/1 | 50 ms (50) | 5 |');
  });
});

/**
 * No layout shift while a page loads, hydrates and is scrolled through, on a CPU slowed six
 * times (a mid-range phone): the carousel's layout before hydration, the font swap, images
 * without reserved space and late widgets would all show here (docs/decisions.md#no-layout-shift).
 * Runs in both the desktop and the phone project.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from '../support/page.ts';
import type { BuiltContent } from '../support/stack.ts';

interface Shift {
  value: number;
  sources: string[];
}

/** Collects every layout-shift entry from the first paint on, with what moved. */
function observeShifts(): void {
  const shifts: Shift[] = [];
  (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
  const describe = (node: Node | null | undefined) => {
    if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone');
    const classes = [...node.classList].slice(0, 2).join('.');
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes ? `.${classes}` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: {
        node?: Node | null;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      const rect = ({ x, y, width, height }: DOMRectReadOnly) =>
        `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
      shifts.push({
        value: entry.value,
        sources: (entry.sources ?? []).map(
          (source) =>
            `${describe(source.node)}: ${rect(source.previousRect)} → ${rect(source.currentRect)}` +
            ` in ${describe(source.node?.parentElement)} of ${source.node?.parentElement?.childElementCount ?? 0}` +
            ` (${source.node?.parentElement?.textContent?.slice(0, 40) ?? ''})`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The pages issue 24 names: home, a package and a destination page. */
const pages: { name: string; path: (built: BuiltContent) => string }[] = [
  { name: 'home', path: () => '/' },
  {
    name: 'a package',
    path: (built) => `/safaris/${built.packages.find((p) => p.published)!.slug}`,
  },
  {
    name: 'a destination',
    path: (built) => `/destinations/${built.destinations.find((d) => d.published)!.slug}`,
  },
];

/** Scrolls to the bottom a screen at a time, as a reader does, letting lazy content arrive. */
async function readToTheEnd(page: Page): Promise<void> {
  for (;;) {
    const atEnd = await page.evaluate(() => {
      window.scrollTo({ top: window.scrollY + window.innerHeight * 0.8, behavior: 'instant' });
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    if (atEnd) break;
  }
  await page.waitForLoadState('networkidle');
}

for (const { name, path } of pages) {
  test(`${name} does not shift while it loads on a 6× slower CPU`, async ({ page, built }) => {
    test.slow();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.addInitScript(observeShifts);
    // The clock stands at the build's start, so the page finds its prerendered data fresh, as a
    // visitor does after a publish. Other specs publish trips that sort first: new live data
    // would redraw the carousels, which is not what this test measures.
    await page.clock.install({ time: built.buildStartedAt });
    await page.goto(path(built));
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    await readToTheEnd(page);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    expect(shifts, `layout shifts on ${path(built)}`).toEqual([]);
  });
}

// The docs pages of the built Storybook pass axe, as the stories do: the stories' own axe checks
// (addon-a11y in the storybook Vitest project) never reach a docs page, where the introduction,
// the foundations and every component's autodocs page render with Storybook's docs chrome
// around them. The project's global setup (storybook-docs.setup.ts) builds and serves Storybook
// once; this file has one test per docs entry of its index.json. Each test opens the page in
// light and in dark (the toolbar's theme global in the URL) in one browser and runs axe with the
// WCAG 2.1 A/AA rules of the e2e sweep. Before each check it waits for the state the page needs:
// the docs rendered, every inline story rendered in that theme, the fonts loaded and no finite
// animation running (docs/architecture.md#test-layers). The theme is not switched in place: a
// globals update re-runs the mock service worker's start in every story, which reloads the page.
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../tests/chromium.ts';
import type { DocsEntry } from './storybook-docs.setup.ts';

/** The rule sets of the e2e sweep (tests/e2e/support/a11y.ts). No rule is disabled. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];
/** Pages checked at once, one per core (the project's maxConcurrency, vitest.config.ts). */
const concurrency = 2;

const { origin, entries } = inject('storybookDocs');

/** The parts of Storybook's preview (window.__STORYBOOK_PREVIEW__) the waits read. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    storyRenders: { id: string; phase?: string; rerenderEnqueued?: boolean }[];
  };
}

let browser: Browser | undefined;
/**
 * Idle pages, each in a context of its own: the stories' decorator stores the theme in
 * localStorage, and the theme provider follows `storage` events from other pages of its context.
 */
const idle: Page[] = [];
const waiting: ((page: Page) => void)[] = [];
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  for (let index = 0; index < concurrency; index += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    idle.push(await context.newPage());
  }
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function withPage<T>(check: (page: Page) => Promise<T>): Promise<T> {
  const page = idle.pop() ?? (await new Promise<Page>((resolve) => waiting.push(resolve)));
  try {
    return await check(page);
  } finally {
    const next = waiting.shift();
    if (next) next(page);
    else idle.push(page);
  }
}

/**
 * Waits until the docs page is settled in `theme`: Storybook shows the docs (not its error
 * display), every inline story block has its render and each has finished (Storybook's own
 * render phases, which include waiting for the story's finite animations), the stories'
 * decorator has put the theme on <html>, the fonts have loaded and no finite animation runs.
 */
async function waitForDocsPage(page: Page, theme: Theme) {
  await page.waitForFunction(
    (wanted) => {
      const { __STORYBOOK_PREVIEW__: preview } = window as unknown as PreviewWindow;
      if (document.body.classList.contains('sb-show-errordisplay')) return 'error display';
      if (!preview || !document.body.classList.contains('sb-show-main')) return false;
      if (!document.querySelector('#storybook-docs .sbdocs-content')) return false;
      // An inline story's block is `story--<id>[--primary]-inner`; its render starts in an effect.
      const blocks = document.querySelectorAll('#storybook-docs [id^="story--"][id$="-inner"]');
      const renders = preview.storyRenders;
      if (renders.length !== blocks.length) return false;
      const failed = renders.find((render) => render.phase === 'errored');
      if (failed) return `story ${failed.id} failed to render`;
      if (!renders.every((render) => render.phase === 'finished' && !render.rerenderEnqueued))
        return false;
      if (blocks.length > 0 && !document.documentElement.classList.contains(wanted)) return false;
      if (document.fonts.status !== 'loaded') return false;
      return document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().endTime === Infinity,
        );
    },
    theme,
    { timeout: 60_000 },
  );
  const problem = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent ?? 'error display')
      : null,
  );
  if (problem) throw new Error(`the docs page shows Storybook's error display: ${problem}`);
}

/** Runs axe on the page as it is and returns a line per violation. */
async function violationsOf(page: Page, entry: DocsEntry, theme: Theme) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map(
    (violation) =>
      `${entry.title} (${theme}): ${violation.id}: ${violation.help} at ` +
      violation.nodes
        .map((node) => `${node.target.join(' ')} [${node.failureSummary ?? ''}]`)
        .join('; '),
  );
}

describe('the built Storybook', () => {
  it('has a docs page for the introduction, the foundations and every component', () => {
    expect(entries.map((entry) => entry.title)).toEqual(
      expect.arrayContaining(['Introduction', 'Foundations/Tokens', 'Actions/Button']),
    );
    // The introduction, the foundations and the 35 components.
    expect(entries.length).toBeGreaterThanOrEqual(37);
  });

  describe.concurrent('docs page', () => {
    for (const entry of entries) {
      it(`${entry.title} has no axe violation, in light or dark`, async ({ expect }) => {
        const violations = await withPage(async (page) => {
          const found: string[] = [];
          for (const theme of themes) {
            await page.goto(
              `${origin}/iframe.html?viewMode=docs&id=${entry.id}&globals=theme:${theme}`,
            );
            // No transitions: a story that keeps moving (Media/Carousel's AutoAdvance turns every
            // 300 ms, with a 500 ms slide) would never be still; each state is then final at once.
            await page.addStyleTag({
              content: '*, *::before, *::after { transition: none !important; }',
            });
            await waitForDocsPage(page, theme);
            found.push(...(await violationsOf(page, entry, theme)));
          }
          return found;
        });
        expect(violations).toEqual([]);
      });
    }
  });
});

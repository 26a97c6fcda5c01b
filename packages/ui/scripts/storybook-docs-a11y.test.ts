// The docs pages of the built Storybook pass axe, as the stories do: the stories' own axe checks
// (addon-a11y in the storybook Vitest project) never reach a docs page, where the introduction,
// the foundations and every component's autodocs page render with Storybook's docs chrome
// around them. This builds Storybook as `pnpm build-storybook` does (into a temporary folder),
// serves it statically, reads its index.json and opens every docs entry once in Chromium, checks
// it in light, switches the theme in place and checks it in dark, with the WCAG 2.1 A/AA rules of
// the e2e sweep. A step of `pnpm test`; alone: `pnpm test:storybook-docs`
// (docs/architecture.md#test-layers). STORYBOOK_STATIC=<folder> checks an existing build instead
// of building one.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../tests/chromium.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The rule sets of the e2e sweep (tests/e2e/support/a11y.ts). No rule is disabled. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
type Theme = 'light' | 'dark';

interface IndexEntry {
  id: string;
  title: string;
  type: 'docs' | 'story';
}

let scratch = '';
let staticDir = '';
let server: Server | undefined;
let browser: Browser | undefined;
let origin = '';

beforeAll(async () => {
  staticDir = process.env.STORYBOOK_STATIC ?? '';
  if (!staticDir) {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-storybook-'));
    staticDir = path.join(scratch, 'storybook-static');
    const started = Date.now();
    await promisify(execFile)(
      path.join(rootDir, 'node_modules/.bin/storybook'),
      ['build', '-o', staticDir, '--quiet'],
      { cwd: rootDir, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CI: 'true' } },
    );
    console.log(`storybook build: ${Math.round((Date.now() - started) / 1000)} s`);
  }
  const serve = sirv(staticDir, { dev: true });
  server = createServer((request, response) => {
    serve(request, response, () => {
      response.statusCode = 404;
      response.end();
    });
  });
  const port = Number(process.env.STORYBOOK_A11Y_PORT ?? 0);
  await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

/** Waits until every finite animation has finished (an entrance fade is not measured half-way). */
async function waitForAnimations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/**
 * Waits until the docs page shows every story in `theme`: the stories' decorator has put the
 * theme on <html>, each story frame holds a rendered story (UiProvider's root), Storybook has
 * reported a render for each frame since `since` (the count of renders before a theme switch),
 * every image has arrived, and nothing is animating.
 */
async function waitForStories(page: Page, theme: Theme, since: number) {
  await page.waitForFunction(
    ({ wanted, since }) => {
      const frames = [...document.querySelectorAll('.docs-story')];
      const rendered = (window as unknown as { __temboStoriesRendered: number })
        .__temboStoriesRendered;
      // axe reads the whole page at once, so lazy images below the fold load now rather than
      // while axe runs (their loading attribute is no accessibility property).
      for (const image of document.images) if (image.loading === 'lazy') image.loading = 'eager';
      return (
        frames.every((frame) => frame.querySelector('[data-is-root-theme]') !== null) &&
        (frames.length === 0 ||
          (document.documentElement.classList.contains(wanted) &&
            rendered - since >= frames.length)) &&
        [...document.images].every((image) => image.complete)
      );
    },
    { wanted: theme, since },
    { timeout: 60_000 },
  );
  await waitForAnimations(page);
}

/** How many stories Storybook has reported rendered on this page so far. */
function storiesRendered(page: Page) {
  return page.evaluate(
    () => (window as unknown as { __temboStoriesRendered: number }).__temboStoriesRendered,
  );
}

/** One line per axe violation. */
async function axeViolations(page: Page, entry: IndexEntry, theme: Theme) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map(
    (violation) =>
      `${entry.title} (${theme}): ${violation.id}: ${violation.help} at ` +
      violation.nodes
        .map((node) => `${node.target.join(' ')} [${node.failureSummary ?? ''}]`)
        .join('; '),
  );
}

/**
 * Opens one docs entry once, in light, checks it, then switches the toolbar's theme global in
 * place (the event the toolbar sends) and checks it in dark: one page load per entry. A page
 * without stories (the introduction) looks the same in both, and is checked once.
 */
async function checkDocsPage(page: Page, entry: IndexEntry) {
  await page.goto(`${origin}/iframe.html?viewMode=docs&id=${entry.id}&globals=theme:light`);
  // The docs container fills in once the page has rendered, starting with its title; a page that
  // throws shows Storybook's error display instead and never gets here.
  await page
    .locator('#storybook-docs .sbdocs-content')
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ timeout: 60_000 });
  await waitForStories(page, 'light', 0);
  const violations = await axeViolations(page, entry, 'light');
  if ((await page.locator('.docs-story').count()) === 0) return violations;

  const before = await storiesRendered(page);
  await page.evaluate(() =>
    (
      window as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, data: unknown): void };
      }
    ).__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { theme: 'dark' } }),
  );
  await waitForStories(page, 'dark', before);
  return [...violations, ...(await axeViolations(page, entry, 'dark'))];
}

describe('the built Storybook', () => {
  it('has no axe violation on any docs page, in light or dark', async () => {
    const index = JSON.parse(fs.readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
      entries: Record<string, IndexEntry>;
    };
    const docs = Object.values(index.entries).filter((entry) => entry.type === 'docs');
    // The introduction, the foundations and the 35 components' autodocs pages at least.
    expect(docs.map((entry) => entry.title)).toEqual(
      expect.arrayContaining(['Introduction', 'Foundations/Tokens', 'Actions/Button']),
    );
    expect(docs.length).toBeGreaterThanOrEqual(37);

    const jobs = [...docs];
    const violations: string[] = [];
    // Two pages at a time: one per core.
    const worker = async () => {
      const context = await browser!.newContext({ viewport: { width: 1280, height: 800 } });
      // Counts Storybook's story-rendered events, so a theme switch can wait for every story
      // to render again.
      await context.addInitScript(() => {
        const counter = window as unknown as {
          __temboStoriesRendered: number;
          __STORYBOOK_ADDONS_CHANNEL__?: { on(event: string, listener: () => void): void };
        };
        counter.__temboStoriesRendered = 0;
        const listen = () => {
          const channel = counter.__STORYBOOK_ADDONS_CHANNEL__;
          if (!channel) return false;
          channel.on('storyRendered', () => (counter.__temboStoriesRendered += 1));
          return true;
        };
        // The preview creates its channel while its script runs, before any story renders.
        if (!listen()) {
          let channel: unknown;
          Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
            configurable: true,
            get: () => channel,
            set: (value) => {
              channel = value;
              listen();
            },
          });
        }
      });
      const page = await context.newPage();
      for (let entry = jobs.shift(); entry; entry = jobs.shift()) {
        try {
          violations.push(...(await checkDocsPage(page, entry)));
        } catch (error) {
          throw new Error(`docs page ${entry.title} (${entry.id}) never settled`, { cause: error });
        }
      }
      await context.close();
    };
    await Promise.all([worker(), worker()]);
    expect(violations).toEqual([]);
  }, 900_000);
});

// The docs pages of the built Storybook pass axe, as the stories do: the stories' own axe checks
// (addon-a11y in the storybook Vitest project) never reach a docs page, where the introduction,
// the foundations and every component's autodocs page render with Storybook's docs chrome
// around them. This builds Storybook as `pnpm build-storybook` does (into a temporary folder),
// serves it statically, reads its index.json and opens every docs entry in light and in dark in
// Chromium, with the WCAG 2.1 A/AA rules of the e2e sweep. `pnpm test:storybook-docs` runs it
// (docs/architecture.md#test-layers says why it is not in `pnpm test` yet).
// STORYBOOK_STATIC=<folder> checks an existing build instead of building one.
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
const themes = ['light', 'dark'] as const;

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

/** Opens one docs entry in one theme and returns a line per axe violation. */
async function checkDocsPage(page: Page, entry: IndexEntry, theme: (typeof themes)[number]) {
  const url = `${origin}/iframe.html?viewMode=docs&id=${entry.id}&globals=theme:${theme}`;
  await page.goto(url);
  // The docs container fills in once the page and every inline story have rendered; a page
  // that throws shows Storybook's error display instead and never gets here.
  await page.locator('#storybook-docs .sbdocs-content').waitFor({ timeout: 60_000 });
  // The stories' decorator puts the theme on <html>; a page without stories (the introduction)
  // is Storybook's own docs theme only.
  await page.waitForFunction(
    (wanted) =>
      document.querySelector('.docs-story') === null ||
      document.documentElement.classList.contains(wanted),
    theme,
  );
  // Storybook titles the frame once the page has rendered.
  await page.waitForFunction(() => document.title !== '');
  await waitForAnimations(page);
  // A story frame is a scroll container: while a story is still laying out (an image arriving,
  // a carousel measuring its slides) it can overflow for a moment, and axe would then ask for
  // it to be focusable. Wait until the frames fit; one that never does is reported by axe.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('.docs-story')].every(
          (frame) =>
            frame.scrollHeight <= frame.clientHeight && frame.scrollWidth <= frame.clientWidth,
        ),
      null,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
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

    const jobs = docs.flatMap((entry) => themes.map((theme) => ({ entry, theme })));
    const violations: string[] = [];
    // Two pages at a time: one per core.
    const worker = async () => {
      const context = await browser!.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        violations.push(...(await checkDocsPage(page, job.entry, job.theme)));
      }
      await context.close();
    };
    await Promise.all([worker(), worker()]);
    expect(violations).toEqual([]);
  }, 900_000);
});

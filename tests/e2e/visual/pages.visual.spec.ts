/**
 * Page screenshots against committed baselines (docs/toolchain.md#page-screenshots): home, a
 * package, a destination, a lodge, contact and the admin package editor, at 390 px and 1,366 px,
 * light and dark. The baselines live in `tests/e2e/visual/chromium-<major>/`, one folder per
 * Chromium major: Debian's Chromium cannot be pinned, and a new major that has no baselines yet
 * writes them and passes, so it never turns CI red on its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { adminTest, openAdmin } from '../admin/admin-fixtures.ts';
import { waitForAnimations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from '../support/page.ts';
import type { BuiltContent } from '../support/stack.ts';
import { buildEpochSeconds } from '../support/stack.ts';

/**
 * pixelmatch's colour distance per pixel and the share of pixels that may differ beyond it: the
 * stories' threshold (tests/pixels.ts). One Chromium major with the same fonts repeats a page
 * exactly, so a tight threshold costs no false alarm and a one-step colour change fails.
 */
const pixelOptions = {
  threshold: 0.03,
  maxDiffPixelRatio: 0.001,
  fullPage: true,
  animations: 'disabled',
  caret: 'hide',
  scale: 'css',
} as const;

const viewports = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false },
] as const;
const themes = ['light', 'dark'] as const;

/** The first published record by slug that no test setup renamed: the same one every run. */
function firstSlug(
  records: readonly { slug: string; published: boolean; id: string }[],
  built: BuiltContent,
) {
  const slugs = records
    .filter((record) => record.published && record.id !== built.renamed.id)
    .map((record) => record.slug)
    .sort();
  if (!slugs[0]) throw new Error('the seed has no published record to screenshot');
  return slugs[0];
}

const publicPages: { name: string; path: (built: BuiltContent) => string }[] = [
  { name: 'home', path: () => '/' },
  { name: 'package', path: (built) => `/safaris/${firstSlug(built.packages, built)}` },
  { name: 'destination', path: (built) => `/destinations/${firstSlug(built.destinations, built)}` },
  { name: 'lodge', path: (built) => `/accommodations/${firstSlug(built.accommodations, built)}` },
  { name: 'contact', path: () => '/contact' },
];

/** Waits until nothing on the page moves or loads: fonts, every image (lazy ones too), animations. */
async function settle(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(() => {
    for (const image of document.images) image.loading = 'eager';
  });
  // Every picture has arrived (a broken one is complete too, and shows as broken) and is decoded.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => null)));
  });
  await page.waitForLoadState('networkidle');
  await waitForAnimations(page);
}

/**
 * Compares the page with its baseline, or, when this Chromium major has none, writes one (once
 * two screenshots in a row agree) and says so.
 */
async function expectPageLooksLikeBaseline(page: Page, name: string): Promise<void> {
  const file = test.info().snapshotPath(`${name}.png`, { kind: 'screenshot' });
  if (fs.existsSync(file)) {
    await expect(page).toHaveScreenshot(`${name}.png`, pixelOptions);
    return;
  }
  let previous: Buffer | null = null;
  for (;;) {
    const shot = await page.screenshot(pixelOptions);
    if (previous?.equals(shot)) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, shot);
      break;
    }
    previous = shot;
  }
  const message = `no baseline for this Chromium; wrote ${path.relative(process.cwd(), file)}`;
  test.info().annotations.push({ type: 'pixels', description: message });
  console.info(`pixels: ${message}`);
}

for (const device of viewports) {
  for (const theme of themes) {
    const use = {
      viewport: device.viewport,
      isMobile: device.isMobile,
      hasTouch: device.hasTouch,
      deviceScaleFactor: 1,
      colorScheme: theme,
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    } as const;

    test.describe(`${device.name} ${theme}`, () => {
      test.use(use);
      for (const { name, path: pathOf } of publicPages) {
        test(name, async ({ page, built }) => {
          const pagePath = pathOf(built);
          // The clock stands at the build's start: the prerendered data, read after it, stays
          // fresh, so the page shows what the build saw and never refetches what other tests
          // changed since.
          await page.clock.setFixedTime(built.buildStartedAt);
          await page.goto(pagePath);
          await settle(page);
          await expectPageLooksLikeBaseline(page, `${name}-${device.name}-${theme}`);
        });
      }
    });

    adminTest.describe(`${device.name} ${theme} admin`, () => {
      adminTest.use(use);
      adminTest('package editor', async ({ page }) => {
        // The live-site state changes with every other test's edits: it reads "up to date" here.
        await page.route('**/rest/v1/rpc/site_build_status', (route) =>
          route.fulfill({
            json: {
              pending: 0,
              due_at: null,
              now: new Date(buildEpochSeconds * 1000).toISOString(),
              quiet_period_seconds: 60,
              latest: null,
              last_success_at: new Date(buildEpochSeconds * 1000 - 3_600_000).toISOString(),
            },
          }),
        );
        // Admin sessions are checked against the clock, so it stands still at the real time.
        await page.clock.setFixedTime(Date.now());
        await openAdmin(page, '/admin/packages/new');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await settle(page);
        await expectPageLooksLikeBaseline(page, `package-editor-${device.name}-${theme}`);
      });
    });
  }
}

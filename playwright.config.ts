import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';

// The whole stack (local-supabase on 54392, the site built against it and served on 4391) is
// started once per run by the global setup; tests/e2e/support/stack.ts has the details.
const port = Number(process.env.E2E_PORT ?? 4391);
const baseURL = `http://127.0.0.1:${port}`;
/** Checks of the prerendered HTML do not depend on the viewport: they run once, on desktop. */
const staticSpecs = /\.static\.spec\.ts$/;
/**
 * The admin journeys change shared data (they publish the seeded draft post and approve the
 * pending testimonial), so they run once, on desktop.
 */
const adminSpecs = /[\\/]admin[\\/][^\\/]+\.spec\.ts$/;
/** Journeys that only exist at one size (the mobile menu; the desktop header) say so in their name. */
const phoneOnlySpecs = /\.phone\.spec\.ts$/;
const desktopOnlySpecs = /\.desktop\.spec\.ts$/;
/**
 * The publishing journey (issue 19) runs against a stack of its own, the production-like mode
 * with its builder (tests/e2e/publishing/), once, on desktop, in one worker of the run, beside
 * the other specs.
 */
const publishingSpecs = /[\\/]publishing[\\/][^\\/]+\.spec\.ts$/;
/**
 * The page screenshots (docs/toolchain.md#page-screenshots) set their own viewports and themes,
 * and keep their baselines per Chromium major, read from the browser the tests launch.
 */
const visualSpecs = /\.visual\.spec\.ts$/;
const chromiumMajor = /(\d+)\./.exec(
  execFileSync(chromiumPath, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }),
)?.[1];

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // Limits, not waits: the specs wait for roles and states. Playwright's defaults (30 s a test,
  // 5 s an assertion) are too short on a 2-core machine whose cores are busy with other work,
  // where an axe pass or a keyboard walk through a page takes several times as long. A test
  // that needs longer than usual asks for a multiple of this budget (test.slow() and the like).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL,
    // No service worker unless a spec asks for one: after each first visit it precaches the
    // site's scripts, styles and pages, a fifth of the suite's CPU time when every test paid it
    // (docs/toolchain.md#ci-time). The specs about the worker, and those whose promise holds with
    // it (hydration without errors, published means live), say `serviceWorkers: 'allow'`.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    // First, so its worker starts the long journey while the other worker runs the rest.
    {
      name: 'publishing',
      testMatch: [publishingSpecs],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'visual',
      testMatch: [visualSpecs],
      snapshotPathTemplate: `tests/e2e/visual/chromium-${chromiumMajor}/{arg}{ext}`,
      use: {
        ...devices['Desktop Chrome'],
        locale: 'en-GB',
        timezoneId: 'Africa/Kampala',
        launchOptions: {
          executablePath: chromiumPath,
          args: chromiumArgs,
          // Only the DejaVu faces of an npm package as system fonts, as in the stories' pixel
          // tests: the shots do not depend on what a machine has installed.
          env: { ...process.env, FONTCONFIG_FILE: path.resolve('tests/fonts/fonts.conf') },
        },
      },
    },
    {
      name: 'desktop',
      testIgnore: [phoneOnlySpecs, publishingSpecs, visualSpecs],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      testIgnore: [staticSpecs, adminSpecs, desktopOnlySpecs, publishingSpecs, visualSpecs],
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 375, height: 812 },
        hasTouch: true,
        isMobile: true,
      },
    },
  ],
});

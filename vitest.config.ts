import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';
import { pixelBaseline, pixelScreenshotOptions } from './tests/pixels.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The storybook project's matrix: each theme at the phone and desktop widths of e2e. The phone
 * instances also compare each story's pixels with its baseline (docs/toolchain.md#pixel-baselines).
 */
const storyMatrix = [
  { theme: 'light', viewport: 'phone', width: 375, height: 812 },
  { theme: 'dark', viewport: 'phone', width: 375, height: 812 },
  { theme: 'light', viewport: 'desktop', width: 1280, height: 800 },
  { theme: 'dark', viewport: 'desktop', width: 1280, height: 800 },
] as const;

export default defineConfig({
  test: {
    // Both cores; the browser layers run in separate steps of `pnpm test`, never alongside.
    maxWorkers: 2,
    // Starting the storybook project's Chromium pages and loading the preview took over the 60 s
    // default on a 2-core machine busy with other work ('Failed to connect to the browser
    // session'). Vitest reads this limit from the root config, not from the project.
    browser: { connectTimeout: 180_000 },
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['packages/ui/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.unit.ts'],
          // Re-importing react-aria and React for every file cost three quarters of this
          // project's time on 2 cores; files clean up after themselves (vitest.setup.unit.ts).
          isolate: false,
          // user-event through react-aria can take seconds on a busy 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'data',
          environment: 'node',
          include: ['packages/data/src/**/*.test.{ts,tsx}'],
          // Contract tests start a backend: they run in the node project.
          exclude: ['packages/data/src/**/*.contract.test.ts'],
          setupFiles: ['./packages/data/test/reset-mock-data.setup.ts'],
          // Isolated (a few seconds): a file's retries still in flight after it ends (a mutation
          // retries once, a second later) must not reach the next file's mock server.
          isolate: true,
        },
      },
      {
        // Node-side tests that start real databases and servers: the backend and the schema.
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/local-supabase/src/**/*.test.ts',
            'supabase/tests/**/*.test.ts',
            'packages/data/src/**/*.contract.test.ts',
            'apps/site/scripts/**/*.test.ts',
            'scripts/**/*.test.ts',
            'packages/ui/scripts/**/*.test.ts',
          ],
          // Its own project (below), with a global setup that builds Storybook.
          exclude: ['packages/ui/scripts/storybook-docs-a11y.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time (one per core): each starts its backends on free ports with
          // throwaway databases, and one file at a time left a core idle for two minutes of the
          // unit step (docs/toolchain.md#ci-time).
          fileParallelism: true,
        },
      },
      {
        // axe over the docs pages of the built Storybook: its global setup builds and serves
        // Storybook once, then each docs page in light and dark, two at a time
        // (docs/architecture.md#test-layers). Its own step of `pnpm test`, after the stories.
        test: {
          name: 'storybook-docs',
          environment: 'node',
          include: ['packages/ui/scripts/storybook-docs-a11y.test.ts'],
          globalSetup: ['packages/ui/scripts/storybook-docs.setup.ts'],
          // The tests are concurrent, one page each: as many at once as the test has pages.
          maxConcurrency: 2,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'site',
          environment: 'jsdom',
          include: ['apps/site/app/**/*.test.{ts,tsx}'],
          exclude: ['apps/site/app/**/*.isolated.test.{ts,tsx}'],
          // The files share one process (isolate: false): the mocks' writes must not carry over.
          setupFiles: ['./vitest.setup.unit.ts', './packages/data/test/reset-mock-data.setup.ts'],
          isolate: false,
          testTimeout: 15_000,
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          // Route tests that mock a module every page imports (the re-brand test mocks
          // site.config.ts): each file in a module registry of its own.
          name: 'site-isolated',
          environment: 'jsdom',
          include: ['apps/site/app/**/*.isolated.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.unit.ts', './packages/data/test/reset-mock-data.setup.ts'],
          isolate: true,
          testTimeout: 15_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          // Pixel diffs after each story's test (docs/toolchain.md#pixel-baselines).
          setupFiles: ['./.storybook/pixels.setup.ts'],
          // Above the play functions' 10 s wait for a state (.storybook/preview.tsx), so a story
          // that never gets there reports what it was waiting for, not a bare timeout.
          testTimeout: 30_000,
          // One page per instance keeps its modules between story files: the setup (Storybook's
          // preview, axe) then runs once, not once per file. Stories clean up after themselves.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromiumPath,
                args: chromiumArgs,
                // Only the self-hosted DejaVu faces, whatever the machine has installed, so the
                // pixel baselines hold on any machine with the same Chromium major.
                env: {
                  ...process.env,
                  FONTCONFIG_FILE: path.join(dirname, 'tests/fonts/fonts.conf'),
                },
              },
            }),
            commands: { pixelBaseline },
            expect: { toMatchScreenshot: pixelScreenshotOptions },
            // Every story runs four times: light and dark, at a phone and a desktop width. The
            // globals reach each story through addon-vitest's initial-globals key.
            instances: storyMatrix.map(({ theme, viewport, width, height }) => ({
              browser: 'chromium' as const,
              name: `${theme} ${viewport}`,
              viewport: { width, height },
              provide: {
                'storybook/test-initial-globals': { theme, viewport: { value: viewport } },
                'tembo/pixels': viewport === 'phone',
              },
            })),
          },
        },
      },
    ],
  },
});

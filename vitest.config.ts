import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['packages/ui/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.unit.ts'],
        },
      },
      {
        test: {
          name: 'data',
          environment: 'node',
          include: ['packages/data/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.node.ts'],
        },
      },
      {
        // Node-side tests that start real databases and servers: the backend and the schema.
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/local-supabase/src/**/*.test.ts', 'supabase/tests/**/*.test.ts'],
          setupFiles: ['./vitest.setup.node.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'site',
          environment: 'jsdom',
          include: ['apps/site/app/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.unit.ts'],
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});

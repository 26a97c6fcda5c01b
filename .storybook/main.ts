import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  // The docs pages (the introduction) first, so Storybook opens on them.
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // The optimizer discovers the vanilla-extract runtimes only mid-run and reloads, which
    // breaks the first story tests (docs/toolchain.md#optimizedeps).
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      // Crawl every story up front so react-aria & co. are pre-bundled before the first test;
      // a mid-run "optimized dependencies changed" reload fails every story file then loading.
      entries: [
        ...[viteConfig.optimizeDeps?.entries ?? []].flat(),
        'packages/*/src/**/*.stories.tsx',
        '.storybook/preview.tsx',
      ],
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      ],
    };
    // Radix ships "use client" directives: ~1,200 lines of noise per build (pitfall 11).
    viteConfig.build = {
      ...viteConfig.build,
      chunkSizeWarningLimit: 4096,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
          handler(level, log);
        },
      },
    };
    return viteConfig;
  },
};

export default config;

import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mockSupabaseConfig } from '../packages/data/src/mocks/tokens.ts';

const config: StorybookConfig = {
  // The docs pages (the introduction) first, so Storybook opens on them. Then the components,
  // then the site's page stories (docs/architecture.md#page-stories).
  stories: [
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/site/app/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The site's public folder too: the page stories show its logo and seed pictures.
  staticDirs: ['../public', '../apps/site/public'],
  // The page stories' read client (apps/site/app/lib/data/clients.ts) talks to the MSW mocks'
  // address; the worker answers it (docs/architecture.md#page-stories).
  env: (config) => ({
    ...config,
    VITE_SUPABASE_URL: mockSupabaseConfig.url,
    VITE_SUPABASE_ANON_KEY: mockSupabaseConfig.anonKey,
  }),
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    viteConfig.define = {
      ...viteConfig.define,
      // The footer's year (apps/site/app/config/build-info.ts), fixed as the site's build fixes
      // it: the year the stories' clock stands at (docs/toolchain.md#pixel-baselines).
      __BUILD_YEAR__: JSON.stringify(2027),
    };
    // The optimizer discovers the vanilla-extract runtimes only mid-run and reloads, which
    // breaks the first story tests (docs/toolchain.md#optimizedeps).
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      // Crawl every story up front so react-aria & co. are pre-bundled before the first test;
      // a mid-run "optimized dependencies changed" reload fails every story file then loading.
      entries: [
        ...[viteConfig.optimizeDeps?.entries ?? []].flat(),
        'packages/*/src/**/*.stories.tsx',
        'apps/site/app/**/*.stories.tsx',
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

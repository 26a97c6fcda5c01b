import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { chunkGroups } from './scripts/chunks.ts';

function buildDate(): Date {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  return epoch ? new Date(Number(epoch) * 1000) : new Date();
}

export default defineConfig(({ isPreview }) => ({
  plugins: [reactRouter(), vanillaExtractPlugin()],
  define: {
    // The footer's copyright year, fixed at build time so prerendered and hydrated pages agree.
    // SOURCE_DATE_EPOCH (the reproducible-builds convention, seconds) pins it: the e2e stack's
    // build does, so the page screenshots do not change on New Year's Day.
    __BUILD_YEAR__: JSON.stringify(buildDate().getUTCFullYear()),
  },
  build: {
    // One stylesheet for the whole site instead of one per chunk (about twenty on the home
    // page): each was a render-blocking request, and on a phone they delayed the first paint.
    cssCodeSplit: false,
    // `SOURCEMAP=1 pnpm build` to see what a chunk holds (e.g. with source-map-explorer).
    sourcemap: Boolean(process.env.SOURCEMAP),
  },
  environments: {
    client: {
      // A few larger chunks instead of dozens of tiny ones on every page (chunks.ts).
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } },
      },
    },
  },
  // `pnpm dev` starts with everything pre-bundled, so a first visit never reloads the page with
  // "optimized dependencies changed. reloading" (docs/toolchain.md#optimizedeps). React Router
  // gives Vite no entries to crawl (only behind its unstable_optimizeDeps flag): these are the
  // route modules, and the vanilla-extract runtimes its plugin adds to compiled `.css.ts` files,
  // which no crawl can see.
  optimizeDeps: {
    entries: ['app/root.tsx', 'app/routes/**/*.{ts,tsx}', '!app/**/*.test.{ts,tsx}'],
    include: [
      '@tembo/ui > @vanilla-extract/recipes/createRuntimeFn',
      '@tembo/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
  // The dev test starts with an empty cache of its own (scripts/dev.test.ts).
  cacheDir: process.env.SITE_VITE_CACHE_DIR || undefined,
  server: {
    // `pnpm dev --port N` or PORT=N (scripts/dev.ts passes it on the command line).
    port: Number(process.env.PORT) || 5391,
    strictPort: true,
    host: '127.0.0.1',
    // No file watcher when React Router's prerender loads this config for its `vite preview`
    // server: its plugin then starts a dev compiler (and vanilla-extract another) with this
    // setting, and their watchers walked the whole site folder, build output included, for half
    // of the prerender's time (docs/architecture.md#build-caches).
    watch: isPreview ? null : undefined,
    // The production host's rewrite of /api/analytics/* to the analytics function (README,
    // "Analytics endpoint"), for `pnpm dev` against local-supabase or a hosted project.
    proxy: process.env.VITE_SUPABASE_URL
      ? {
          '/api/analytics': {
            target: process.env.VITE_SUPABASE_URL,
            changeOrigin: true,
            rewrite: (path) => path.replace(/^\/api\/analytics/, '/functions/v1/analytics'),
          },
        }
      : undefined,
  },
  preview: { port: 4391, strictPort: true, host: '127.0.0.1' },
}));

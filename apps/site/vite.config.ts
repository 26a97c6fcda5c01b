import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter(), vanillaExtractPlugin()],
  define: {
    // The footer's copyright year, fixed at build time so prerendered and hydrated pages agree.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    // One stylesheet for the whole site instead of one per chunk (about twenty on the home
    // page): each was a render-blocking request, and on a phone they delayed the first paint.
    cssCodeSplit: false,
  },
  server: { port: 5391, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4391, strictPort: true, host: '127.0.0.1' },
});

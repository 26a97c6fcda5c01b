import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter(), vanillaExtractPlugin()],
  define: {
    // The footer's copyright year, fixed at build time so prerendered and hydrated pages agree.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  server: { port: 5391, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4391, strictPort: true, host: '127.0.0.1' },
});
